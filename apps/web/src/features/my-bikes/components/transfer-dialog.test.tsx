import { screen, within } from '@testing-library/react';
import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { describe, expect, it } from 'vitest';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { ownershipReceipt } from '@/testing/receipt';
import { renderApp } from '@/testing/render-app';

const receiptId = '9c1d2e3f-4a5b-4c6d-8e7f-00000000abcd';

/** A server holding one bike: a transfer makes it pending, a cancel ends that. */
function serverWith(initial: MyBike, extra: Parameters<typeof mockApi>[0] = {}) {
  let bike = initial;
  const path = `/api/me/bikes/${initial.id}/transfer`;
  const cancelPath = `/api/me/receipts/${receiptId}/cancel`;
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/bikes': () => json({ bikes: [bike] }),
    [`POST ${path}`]: () => {
      bike = { ...bike, pendingTransfer: { receiptId, buyerName: 'Er** A*******' } };
      return json({ receipt: ownershipReceipt({ id: receiptId, myRole: 'seller', awaitingMe: false }) }, 201);
    },
    [`POST ${cancelPath}`]: () => {
      bike = { ...bike, pendingTransfer: null };
      return json({
        receipt: ownershipReceipt({
          id: receiptId,
          myRole: 'seller',
          awaitingMe: false,
          status: 'cancelled',
        }),
      });
    },
    ...extra,
  });
  const posts = (url: string) => mock.mock.calls.filter(([called]) => called === url).length;
  return { mock, path, cancelPath, posts };
}

async function openDialog() {
  const view = renderApp('/my-bikes');
  const card = await screen.findByRole('article', { name: 'Pendlaren' });
  await view.user.click(within(card).getByRole('button', { name: 'Överlåt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Överlåt Pendlaren' });
  return { ...view, card, dialog };
}

describe('transferring a bike', () => {
  it('explains that the buyer accepts in Mina kvitton and pays 100 points, dated today at the latest', async () => {
    serverWith(myBike({ bikeName: 'Pendlaren' }));
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Köparen får ett kvitto att godkänna under Mina kvitton.')).toBeVisible();
    expect(
      within(dialog).getByText('När köparen godkänner betalar köparen 100 poäng och blir cykelns nya ägare.'),
    ).toBeVisible();
    const date = within(dialog).getByLabelText('Datum för köpet');
    expect(date).toHaveValue(todayIn(new Date()));
    expect(date).toHaveAttribute('max', todayIn(new Date()));
    expect(within(dialog).getByLabelText('Pris i kr (valfritt)')).toHaveValue('');
  });

  it('checks the buyer, price and date with the shared rule before asking the server', async () => {
    const { path, posts } = serverWith(myBike({ bikeName: 'Pendlaren' }));
    const { dialog, user } = await openDialog();
    const buyer = within(dialog).getByLabelText('Köparens e-postadress eller personnummer');
    const submit = within(dialog).getByRole('button', { name: 'Skicka till köparen' });

    await user.click(submit);
    expect(within(dialog).getByText('Ange köparens e-postadress eller personnummer.')).toBeVisible();
    expect(buyer).toHaveAttribute('aria-invalid', 'true');
    await user.type(buyer, 'inte-en-adress@');
    await user.click(submit);
    expect(
      within(dialog).getByText('Ange en giltig e-postadress eller ett giltigt personnummer.'),
    ).toBeVisible();

    await user.clear(buyer);
    await user.type(buyer, 'erik@ramkoll.se');
    await user.type(within(dialog).getByLabelText('Pris i kr (valfritt)'), '12.50');
    await user.click(submit);
    expect(within(dialog).getByText('Ange priset i hela kronor, högst 1 000 000 kr.')).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Pris i kr (valfritt)'));
    const date = within(dialog).getByLabelText('Datum för köpet');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(submit);
    expect(within(dialog).getByText('Datumet kan inte vara i framtiden.')).toBeVisible();
    expect(posts(path)).toBe(0);
  });

  it('sends the transfer, then the card says it waits for the masked buyer and offers to cancel', async () => {
    const { mock, path } = serverWith(myBike({ bikeName: 'Pendlaren' }));
    const { dialog, user, card } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Köparens e-postadress eller personnummer'),
      ' Erik@Ramkoll.se ',
    );
    await user.type(within(dialog).getByLabelText('Pris i kr (valfritt)'), '3 500');
    const date = within(dialog).getByLabelText('Datum för köpet');
    await user.clear(date);
    await user.type(date, '2026-01-10');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka till köparen' }));

    await expectVisibleText('Överlåtelsen är skickad');
    expect(screen.getByText('Köparen godkänner den under Mina kvitton.')).toBeVisible();
    expect(bodyOf(mock, path)).toEqual({ buyer: 'erik@ramkoll.se', price: 3500, purchaseDate: '2026-01-10' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByText('Överlåtelse pågår')).toBeVisible();
    expect(
      within(card).getByText('Väntar på att Er** A******* godkänner ägarbytet under Mina kvitton.'),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Överlåt' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Avbryt överlåtelse' })).toBeVisible();
  });

  it('sends a gift by personnummer without a price', async () => {
    const { mock, path } = serverWith(myBike({ bikeName: 'Pendlaren' }));
    const { dialog, user } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Köparens e-postadress eller personnummer'),
      '198805214023',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skicka till köparen' }));
    await expectVisibleText('Överlåtelsen är skickad');
    expect(bodyOf(mock, path)).toMatchObject({ price: null, purchaseDate: todayIn(new Date()) });
    expect(bodyOf(mock, path)).toHaveProperty('buyer', expect.stringMatching(/^19880521-?4023$/));
  });

  it.each([
    ['BUYER_NOT_FOUND', 404, 'Vi hittade inget kundkonto med den e-postadressen eller det personnumret.'],
    ['BUYER_IS_SELLER', 400, 'Du kan inte överlåta cykeln till dig själv.'],
  ])('shows %s beside the buyer and keeps the dialog open', async (code, status, text) => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    serverWith(bike, { [`POST /api/me/bikes/${bike.id}/transfer`]: () => json({ error: { code } }, status) });
    const { dialog, user } = await openDialog();
    const buyer = within(dialog).getByLabelText('Köparens e-postadress eller personnummer');
    await user.type(buyer, 'okand@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka till köparen' }));
    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(buyer).toHaveAttribute('aria-invalid', 'true');
    expect(buyer).toHaveAccessibleDescription(text);
    expect(screen.getByRole('dialog', { name: 'Överlåt Pendlaren' })).toBeVisible();
  });

  it.each([
    ['TRANSFER_PENDING', 409, 'Det finns redan en pågående överlåtelse av cykeln.'],
    ['BUYER_LOOKUP_RATE_LIMITED', 429, 'Du har påbörjat för många överlåtelser. Försök igen i morgon.'],
  ])('says %s at the top of the form and keeps it open', async (code, status, text) => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    serverWith(bike, {
      [`POST /api/me/bikes/${bike.id}/transfer`]: () => json({ error: { code } }, status),
    });
    const { dialog, user } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Köparens e-postadress eller personnummer'),
      'erik@ramkoll.se',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skicka till köparen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Överlåt Pendlaren' })).toBeVisible();
  });

  it('turns a theft reported meanwhile into the Transfer Blocked dialog', async () => {
    const bike = myBike({ bikeName: 'Pendlaren' });
    serverWith(bike, {
      [`POST /api/me/bikes/${bike.id}/transfer`]: () =>
        json({ error: { code: 'BIKE_STOLEN', details: { action: 'transfer' } } }, 409),
    });
    const { dialog, user } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Köparens e-postadress eller personnummer'),
      'erik@ramkoll.se',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skicka till köparen' }));
    expect(await screen.findByRole('dialog', { name: 'Överlåtelse blockerad' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Överlåt Pendlaren' })).not.toBeInTheDocument();
  });

  it('cancels a pending transfer after a confirmation, and the bike can be transferred again', async () => {
    const bike = myBike({
      bikeName: 'Pendlaren',
      pendingTransfer: { receiptId, buyerName: 'Er** A*******' },
    });
    const { cancelPath, posts } = serverWith(bike);
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Avbryt överlåtelse' }));
    let dialog = await screen.findByRole('dialog', { name: 'Avbryt överlåtelsen till Er** A*******?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(posts(cancelPath)).toBe(0);

    await user.click(within(card).getByRole('button', { name: 'Avbryt överlåtelse' }));
    dialog = await screen.findByRole('dialog', { name: 'Avbryt överlåtelsen till Er** A*******?' });
    expect(
      within(dialog).getByText('Köparen kan inte längre godkänna kvittot och du behåller cykeln.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt överlåtelse' }));
    await expectVisibleText('Överlåtelsen är avbruten');
    expect(posts(cancelPath)).toBe(1);
    expect(within(card).queryByText('Överlåtelse pågår')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Överlåt' })).toBeVisible();
  });

  it('shows why a cancel failed and the card as it is now', async () => {
    const bike = myBike({
      bikeName: 'Pendlaren',
      pendingTransfer: { receiptId, buyerName: 'Er** A*******' },
    });
    let accepted = false;
    serverWith(bike, {
      'GET /api/me/bikes': () => json({ bikes: accepted ? [] : [bike] }),
      [`POST /api/me/receipts/${receiptId}/cancel`]: () => {
        accepted = true;
        return json({ error: { code: 'RECEIPT_NOT_PENDING' } }, 409);
      },
    });
    const { user } = renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Avbryt överlåtelse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avbryt överlåtelsen till Er** A*******?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt överlåtelse' }));
    await expectVisibleText('Kvittot är redan hanterat.');
    expect(await screen.findByRole('heading', { name: 'Du har inga registrerade cyklar än' })).toBeVisible();
  });
});
