import { screen, within } from '@testing-library/react';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

/** A server holding one bike whose sale the answers change, as the real one would. */
function serverWith(initial: MyBike, extra: Parameters<typeof mockApi>[0] = {}) {
  let bike = initial;
  const path = `/api/me/bikes/${initial.id}/sale`;
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/bikes': () => json({ bikes: [bike] }),
    [`PUT ${path}`]: ({ body }) => {
      const sale = body as { salePrice: number; description: string | null };
      bike = { ...bike, forSale: true, salePrice: sale.salePrice, saleDescription: sale.description };
      return json({ bike });
    },
    [`DELETE ${path}`]: () => {
      bike = { ...bike, forSale: false, salePrice: null, saleDescription: null };
      return json({ bike });
    },
    ...extra,
  });
  const requests = (method: string) =>
    mock.mock.calls.filter(([url, init]) => url === path && init?.method === method).length;
  return { mock, path, requests };
}

async function openCard(name: string) {
  const view = renderApp('/my-bikes');
  const card = await screen.findByRole('article', { name });
  return { ...view, card };
}

describe('selling a bike', () => {
  it('checks the price with the shared rule, then publishes the sale and shows it on the card', async () => {
    const { mock, path, requests } = serverWith(myBike({ bikeName: 'Pendlaren' }));
    const { user, card } = await openCard('Pendlaren');
    expect(within(card).queryByText('TILL SALU')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Sälj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sälj Pendlaren' });
    expect(within(dialog).getByText(/Cykeln märks TILL SALU i sökningen/)).toBeVisible();
    const price = within(dialog).getByLabelText('Pris (kr)');
    const publish = within(dialog).getByRole('button', { name: 'Lägg ut till salu' });

    await user.click(publish);
    expect(within(dialog).getByText('Ange priset.')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.type(price, '4500,50');
    await user.click(publish);
    expect(within(dialog).getByText('Ange priset i hela kronor, 0 kr eller mer.')).toBeVisible();
    await user.clear(price);
    await user.type(price, '2000000');
    await user.click(publish);
    expect(within(dialog).getByText('Priset får vara högst 1 000 000 kr.')).toBeVisible();
    expect(requests('PUT')).toBe(0);

    await user.clear(price);
    await user.type(price, '4 500');
    await user.type(within(dialog).getByLabelText('Beskrivning (valfritt)'), '  Nyservad, ny kedja. ');
    await user.click(publish);
    await expectVisibleText('Cykeln är till salu');
    expect(bodyOf(mock, path)).toEqual({ salePrice: 4500, description: 'Nyservad, ny kedja.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByText('Till salu för 4 500 kr')).toBeVisible();
    expect(within(card).getByText('Nyservad, ny kedja.')).toBeVisible();
    expect(within(card).getByText('TILL SALU')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Sälj' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Redigera försäljning' })).toBeVisible();
  });

  it('edits the sale from the price and description it has', async () => {
    const bike = myBike({
      bikeName: 'Pendlaren',
      forSale: true,
      salePrice: 4500,
      saleDescription: 'Fint skick.',
    });
    const { mock, path } = serverWith(bike);
    const { user, card } = await openCard('Pendlaren');
    expect(within(card).getByText('Till salu för 4 500 kr')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Redigera försäljning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera försäljning' });
    const price = within(dialog).getByLabelText('Pris (kr)');
    expect(price).toHaveValue('4500');
    expect(within(dialog).getByLabelText('Beskrivning (valfritt)')).toHaveValue('Fint skick.');
    await user.clear(price);
    await user.type(price, '3900');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expectVisibleText('Försäljningen är uppdaterad');
    expect(bodyOf(mock, path)).toEqual({ salePrice: 3900, description: 'Fint skick.' });
    expect(await within(card).findByText('Till salu för 3 900 kr')).toBeVisible();
  });

  it("shows the server's field problem beside the field", async () => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    serverWith(bike, {
      [`PUT /api/me/bikes/${bike.id}/sale`]: () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              details: { field: 'description', problem: 'sale_description_too_long' },
            },
          },
          400,
        ),
    });
    const { user, card } = await openCard('Pendlaren');
    await user.click(within(card).getByRole('button', { name: 'Sälj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sälj Pendlaren' });
    await user.type(within(dialog).getByLabelText('Pris (kr)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Lägg ut till salu' }));
    expect(await within(dialog).findByText('Beskrivningen får vara högst 1000 tecken.')).toBeVisible();
    expect(within(dialog).getByLabelText('Beskrivning (valfritt)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the sale after a confirmation', async () => {
    const bike = myBike({ bikeName: 'Pendlaren', forSale: true, salePrice: 4500, saleDescription: null });
    const { requests } = serverWith(bike);
    const { user, card } = await openCard('Pendlaren');
    const remove = within(card).getByRole('button', { name: 'Ta bort från försäljning' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Ta bort Pendlaren från försäljning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(remove).toHaveFocus();
    expect(requests('DELETE')).toBe(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Ta bort Pendlaren från försäljning?' });
    expect(within(dialog).getByText(/TILL SALU försvinner från sökningen/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort från försäljning' }));
    await expectVisibleText('Cykeln är inte längre till salu');
    expect(requests('DELETE')).toBe(1);
    expect(within(card).queryByText('TILL SALU')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sälj' })).toBeVisible();
  });

  it.each([
    [
      'Sälj',
      'Försäljning blockerad',
      'Cykeln är anmäld stulen och kan inte säljas. Markera den som återfunnen först.',
    ],
    [
      'Överlåt',
      'Överlåtelse blockerad',
      'Cykeln är anmäld stulen och kan inte överlåtas till en ny ägare. Markera den som återfunnen först.',
    ],
  ])('a stolen bike answers %s with the blocked dialog and sends nothing', async (action, title, text) => {
    const bike = myBike({ bikeName: 'Pendlaren', stolen: true, stolenDate: '2025-08-14' });
    const { mock } = serverWith(bike);
    const { user, card } = await openCard('Pendlaren');
    const button = within(card).getByRole('button', { name: action });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Jag förstår' }));
    expect(button).toHaveFocus();
    expect(mock.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(false);
  });

  it('names the blocked sale and transfer in English as the spec does', async () => {
    await changeLanguage('en');
    serverWith(
      myBike({
        bikeName: 'Pendlaren',
        stolen: true,
        stolenDate: '2025-08-14',
        forSale: true,
        salePrice: 4500,
      }),
    );
    const { user, card } = await openCard('Pendlaren');
    expect(within(card).getByText('For sale at 4,500 kr')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Edit sale' }));
    expect(await screen.findByRole('dialog', { name: 'Sale Blocked' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(within(card).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer Blocked' })).toBeVisible();
  });
});
