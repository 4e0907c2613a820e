import { screen, within } from '@testing-library/react';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

/** A server holding one bike: answers change it, so a refetch shows the change as it would. */
function serverWith(initial: MyBike, extra: Parameters<typeof mockApi>[0] = {}) {
  let bike = initial;
  let listCalls = 0;
  const path = `/api/me/bikes/${initial.id}`;
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/bikes': () => {
      listCalls += 1;
      return json({ bikes: bike ? [bike] : [] });
    },
    [`PATCH ${path}`]: ({ body }) => {
      bike = { ...bike, bikeName: 'Nya namnet', privacy: { ...bike.privacy, color: false } };
      return json({ bike, echo: body });
    },
    [`POST ${path}/recovered`]: () => {
      bike = { ...bike, stolen: false, stolenDate: null, stolenLocationDetails: null };
      return json({ bike });
    },
    [`PUT ${path}/battery-stolen`]: () => {
      bike = { ...bike, batteryStolen: !bike.batteryStolen };
      return json({ bike });
    },
    ...extra,
  });
  return { mock, path, listCalls: () => listCalls };
}

const stolenBike = () =>
  myBike({
    bikeName: 'Pendlaren',
    stolen: true,
    stolenDate: '2025-08-14',
    stolenLocationDetails: 'Odenplan',
  });

describe('/my-bikes actions', () => {
  it.each([
    [
      'Redigera',
      'Redigering blockerad',
      'Cykeln är anmäld stulen och kan inte redigeras. Markera den som återfunnen först.',
    ],
    [
      'Ta bort',
      'Borttagning blockerad',
      'Cykeln är anmäld stulen och kan inte tas bort. Markera den som återfunnen först.',
    ],
  ])('a stolen bike answers %s with the blocked dialog and sends nothing', async (action, title, text) => {
    const { mock, path } = serverWith(stolenBike());
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: action }));

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Jag förstår' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: action })).toHaveFocus();
    expect(mock.mock.calls.some(([url]) => url === path)).toBe(false);
  });

  it('titles the blocked dialogs in English as the spec names them', async () => {
    await changeLanguage('en');
    serverWith(stolenBike());
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Blocked' });
    expect(
      within(edit).getByText(
        'This bike is reported stolen and cannot be edited. Mark it as recovered first.',
      ),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Deletion Blocked' })).toBeVisible();
  });

  it('leads from the blocked dialog to marking the bike recovered, which opens editing again', async () => {
    const { listCalls } = serverWith(stolenBike());
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Redigera' }));
    const blocked = await screen.findByRole('dialog', { name: 'Redigering blockerad' });
    await user.click(within(blocked).getByRole('button', { name: 'Markera återfunnen' }));

    const confirm = await screen.findByRole('dialog', { name: 'Markera Pendlaren som återfunnen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Markera återfunnen' }));
    await expectVisibleText('Cykeln är markerad som återfunnen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).queryByText('STULEN')).not.toBeInTheDocument();
    expect(listCalls()).toBe(2);

    await user.click(within(card).getByRole('button', { name: 'Redigera' }));
    expect(await screen.findByRole('dialog', { name: 'Redigera Pendlaren' })).toBeVisible();
  });

  it('works from the keyboard: a dialog opens with Enter, closes with Escape and gives focus back', async () => {
    serverWith(myBike({ bikeName: 'Pendlaren' }));
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    const report = within(card).getByRole('button', { name: 'Anmäl stulen' });
    report.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Anmäl Pendlaren stulen' });
    expect(dialog).toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report).toHaveFocus();
  });

  it("maps the server's 409 BIKE_STOLEN to the same dialog when the list was out of date", async () => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    serverWith(bike, {
      [`PATCH /api/me/bikes/${bike.id}`]: () =>
        json({ error: { code: 'BIKE_STOLEN', details: { action: 'edit' } } }, 409),
    });
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Redigera' }));
    const edit = await screen.findByRole('dialog', { name: 'Redigera Pendlaren' });
    await user.click(within(edit).getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByRole('dialog', { name: 'Redigering blockerad' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Redigera Pendlaren' })).not.toBeInTheDocument();
  });

  it('saves edited details and privacy flags, then shows them', async () => {
    const bike = myBike({ bikeName: 'Pendlaren', description: 'Röd korg' });
    const { mock, path, listCalls } = serverWith(bike);
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Redigera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera Pendlaren' });

    expect(within(dialog).getByText(bike.frameNumber)).toBeVisible();
    const name = within(dialog).getByLabelText('Cykelns namn');
    await user.clear(name);
    await user.type(name, '  Nya namnet ');
    await user.clear(within(dialog).getByLabelText('Beskrivning'));
    const color = within(dialog).getByRole('switch', { name: 'Visa färg' });
    expect(color).toHaveAttribute('aria-checked', 'true');
    await user.click(color);
    expect(color).toHaveAttribute('aria-checked', 'false');
    expect(within(dialog).getByText(/Dolda uppgifter visas som ”Dold”/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    await expectVisibleText('Cykeln är uppdaterad');
    expect(bodyOf(mock, path)).toEqual({
      bikeName: 'Nya namnet',
      brand: 'Crescent',
      model: 'Alvar',
      color: 'Svart',
      city: 'Stockholm',
      batterySerialNumber: null,
      description: null,
      bikeType: 'herr',
      privacy: { bikeName: true, brand: true, model: true, color: false, description: true, bikePhoto: true },
    });
    expect(await screen.findByRole('article', { name: 'Nya namnet' })).toBeVisible();
    expect(listCalls()).toBe(2);
  });

  it('deletes after confirmation, explaining what happens, and the bike leaves the list', async () => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    let deleted = false;
    const { mock } = serverWith(bike, {
      'GET /api/me/bikes': () => json({ bikes: deleted ? [] : [bike] }),
      [`DELETE /api/me/bikes/${bike.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Pendlaren?' });
    expect(within(dialog).getByText(/Ramnumret blir ledigt/)).toBeVisible();
    expect(within(dialog).getByText(/Ägarhistoriken sparas/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Ta bort cykeln' }));
    await expectVisibleText('Cykeln är borttagen');
    expect(await screen.findByRole('heading', { name: 'Du har inga registrerade cyklar än' })).toBeVisible();
    expect(mock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the coded message when a change fails and keeps the dialog open', async () => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    serverWith(bike, {
      [`DELETE /api/me/bikes/${bike.id}`]: () => json({ error: { code: 'BIKE_NOT_FOUND' } }, 404),
    });
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Pendlaren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort cykeln' }));
    await expectVisibleText('Cykeln hittades inte.');
    expect(screen.getByRole('dialog', { name: 'Ta bort Pendlaren?' })).toBeVisible();
  });

  it('flags and clears a stolen battery on an e-bike', async () => {
    const bike = myBike({ bikeName: 'Elda', bikeType: 'elcykel' });
    const { mock, path } = serverWith(bike);
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Elda' });
    const flag = within(card).getByRole('button', { name: 'Anmäl batteri stulet' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await user.click(flag);
    await expectVisibleText('Batteriet är anmält stulet');
    expect(await within(card).findByText('BATTERI STULET')).toBeVisible();
    expect(bodyOf(mock, `${path}/battery-stolen`)).toEqual({ stolen: true });

    await user.click(within(card).getByRole('button', { name: 'Batteriet är tillbaka' }));
    await expectVisibleText('Batteriet är inte längre anmält stulet');
    expect(within(card).queryByText('BATTERI STULET')).not.toBeInTheDocument();
  });
});
