import { screen, waitFor, within } from '@testing-library/react';
import { ZVerifyReceiptRequest } from '@ramkoll/shared/schemas/analysis';
import { ZRegisterBikeRequest } from '@ramkoll/shared/schemas/bike';
import { describe, expect, it } from 'vitest';
import { json, mockApi, never } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

const ids = {
  receipt: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  photo: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
};
const frameNumber = 'WBK24123456';

function uploaded(bucket: 'receipts' | 'bike-photos') {
  const id = bucket === 'receipts' ? ids.receipt : ids.photo;
  return json(
    { id, bucket, mimeType: 'image/jpeg', sizeBytes: 2048, width: 800, height: 600, url: `/api/files/${id}` },
    201,
  );
}

const passed = { frameNumberValid: true, customerPersonalNumberValid: true, sellerInfoFound: true };

/** The receipt names WBK24123456, the user's personnummer and a seller. */
function receiptVerification({ body }: { body: unknown }) {
  const { frameNumber: entered } = ZVerifyReceiptRequest.parse(body);
  const receiptBike = { brand: 'Crescent', model: 'Elda' };
  if (entered === frameNumber) return json({ verification: passed, problems: [], receiptBike });
  return json({
    verification: { ...passed, frameNumberValid: false },
    problems: ['frame_number_mismatch'],
    receiptBike,
  });
}

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    ...ownerHandlers,
    'POST /api/me/uploads/receipts': () => uploaded('receipts'),
    'POST /api/me/uploads/bike-photos': () => uploaded('bike-photos'),
    'POST /api/me/analysis/receipt': receiptVerification,
    'POST /api/me/analysis/bike-image': () =>
      json({
        success: true,
        brand: 'Crescent',
        model: null,
        color: 'röd',
        bikeType: 'hybrid',
        confidence: 0.8,
        error: null,
        enhancedWithReceipt: false,
      }),
    'POST /api/me/bikes/frame-number-check': () => json({ available: true, lookalikes: [] }),
    ...overrides,
  });
}

/** The JSON bodies sent to `path`, in order. */
function sentBodies(mock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return mock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined) as unknown);
}

function jpeg(name = 'kvitto.jpg', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

async function openForm() {
  const view = renderApp('/bike-registration');
  await screen.findByRole('heading', { level: 1, name: 'Registrera cykel' });
  return view;
}

function submitButton() {
  return screen.getByRole('button', { name: 'Registrera Cykel' });
}

/** Frame number, receipt (verified) and type: everything submit needs. */
async function fillVerified(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('Ramnummer'), frameNumber);
  await user.upload(screen.getByLabelText('Kvitto', { selector: 'input' }), jpeg());
  await user.selectOptions(screen.getByLabelText('Cykeltyp'), 'Elcykel');
  expect(await screen.findByText('Kvittot är verifierat')).toBeInTheDocument();
  await waitFor(() => expect(submitButton()).toBeEnabled());
}

// Each test drives the whole app through uploads, a 500 ms verification delay and dialogs: on a
// busy machine that takes longer than Vitest's default 5 s.
describe('bike registration form', { timeout: 20_000 }, () => {
  it('enables Registrera Cykel only once the receipt passes all three checks, saying why until then', async () => {
    const mock = api();
    const { user } = await openForm();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Kvitto saknas');

    await user.upload(screen.getByLabelText('Kvitto', { selector: 'input' }), jpeg());
    expect(await screen.findByText('Uppladdad')).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription(
      'Ange ett giltigt ramnummer så att kvittot kan verifieras.',
    );

    await user.type(screen.getByLabelText('Ramnummer'), 'WBK24999999');
    expect(submitButton()).toHaveAccessibleDescription('Kvitto verifieras fortfarande');
    const checks = await screen.findByRole('region', { name: 'Kvittoverifiering' });
    expect(within(checks).getByText('Kvittoverifiering misslyckades')).toBeInTheDocument();
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ramnummer: Ramnummer matchade inte', 'Ditt personnummer: OK', 'Säljare eller org.nr: OK']);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Kvitto ej verifierat');

    await user.clear(screen.getByLabelText('Ramnummer'));
    await user.type(screen.getByLabelText('Ramnummer'), frameNumber);
    expect(await screen.findByText('Kvittot är verifierat')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    // One per settled frame number, never one per keystroke.
    expect(sentBodies(mock, '/api/me/analysis/receipt')).toEqual([
      { receiptFileId: ids.receipt, frameNumber: 'WBK24999999' },
      { receiptFileId: ids.receipt, frameNumber },
    ]);
  });

  it("says 'Vänta på uppladdning' while a file is still uploading", async () => {
    api({ 'POST /api/me/uploads/bike-photos': never });
    const { user } = await openForm();
    await user.upload(
      screen.getByLabelText('Bild på cykeln (valfritt)', { selector: 'input' }),
      jpeg('cykel.jpg'),
    );
    expect(await screen.findByText('Laddar upp…')).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription('Vänta på uppladdning');
  });

  it("names the frame number rule's message when the field is left", async () => {
    api();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Ramnummer'), 'AB-12');
    await user.tab();
    expect(
      screen.getByText('Ramnumret måste vara mellan 6-20 tecken och innehålla endast bokstäver och siffror.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ramnummer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the tips dialog when the frame number is already registered, and goes back to the field', async () => {
    const mock = api({
      'POST /api/me/bikes/frame-number-check': () => json({ available: false, lookalikes: [] }),
    });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Cykeln är redan registrerad' });
    expect(
      within(dialog).getByText(/Ramnumret WBK24123456 är redan registrerat i Ramkoll/),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByText(/Under vevlagret/)).toBeInTheDocument();
    expect(within(dialog).getByText(/I köpehandlingarna/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');

    await user.click(within(dialog).getByRole('button', { name: 'Ändra ramnummer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Ramnummer')).toHaveFocus();
    expect(mock.mock.calls.some(([url]) => url === '/api/me/bikes')).toBe(false);
  });

  it('shows a look-alike of a registered frame number, and registers with the confirmation once it is given', async () => {
    const lookalike = {
      frameNumber: 'WBK24I23456',
      brand: 'Crescent',
      model: 'Dold',
      color: 'Blå',
      bikeType: 'dam',
      stolen: false,
    };
    const mock = api({
      'POST /api/me/bikes/frame-number-check': () => json({ available: false, lookalikes: [lookalike] }),
      'POST /api/me/bikes': ({ body }) => {
        const request = ZRegisterBikeRequest.parse(body);
        const bike = myBike({ frameNumber: request.frameNumber, bikeType: request.bikeType });
        return json({ bike, pointsBalance: 400 }, 201);
      },
    });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Ramnumret liknar en registrerad cykel' });
    expect(within(dialog).getByRole('article', { name: 'WBK24I23456' })).toHaveTextContent('Damcykel');
    expect(screen.queryByRole('dialog', { name: 'Bekräfta registrering' })).not.toBeInTheDocument();

    // Cancelling goes back to the frame number; nothing is registered.
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Ramnummer')).toHaveFocus();
    expect(sentBodies(mock, '/api/me/bikes')).toEqual([]);

    await user.click(submitButton());
    const again = await screen.findByRole('dialog', { name: 'Ramnumret liknar en registrerad cykel' });
    await user.click(within(again).getByRole('button', { name: 'Det är en annan cykel' }));
    const cost = await screen.findByRole('dialog', { name: 'Bekräfta registrering' });
    expect(within(cost).getByText(/Registreringen granskas av Ramkoll/)).toBeInTheDocument();
    await user.click(within(cost).getByRole('button', { name: 'Bekräfta och registrera' }));

    expect(await screen.findByRole('dialog', { name: 'Cykeln är registrerad!' })).toBeInTheDocument();
    expect(sentBodies(mock, '/api/me/bikes')).toEqual([
      expect.objectContaining({ frameNumber, confirmDifferentBike: true }),
    ]);
  });

  it('opens the look-alike dialog when a look-alike is registered between the check and the submit', async () => {
    const bikes = [
      { frameNumber: 'WBK24123A56', brand: null, model: null, color: null, bikeType: null, stolen: true },
    ];
    api({
      'POST /api/me/bikes': () =>
        json({ error: { code: 'FRAME_NUMBER_LOOKALIKE', details: { bikes } } }, 409),
    });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Bekräfta och registrera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ramnumret liknar en registrerad cykel' });
    expect(within(dialog).getByText('STULEN')).toBeInTheDocument();
  });

  it("says 'Fel vid kontroll' when the frame number cannot be checked, and goes no further", async () => {
    const mock = api({
      'POST /api/me/bikes/frame-number-check': () => json({ error: { code: 'SERVICE_UNAVAILABLE' } }, 503),
    });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    expect(await screen.findByText('Fel vid kontroll')).toBeInTheDocument();
    expect(
      screen.getByText('Tjänsten är inte tillgänglig just nu. Försök igen om en stund.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(mock, '/api/me/bikes')).toEqual([]);
  });

  it('confirms the 100-point cost with the balance, registers, and empties the form', async () => {
    let balance = 500;
    const mock = api({
      'GET /api/me/balance': () => json({ pointsBalance: balance }),
      'POST /api/me/bikes': ({ body }) => {
        balance -= 100;
        const request = ZRegisterBikeRequest.parse(body);
        const bike = myBike({
          frameNumber: request.frameNumber,
          bikeType: request.bikeType,
          receiptUrl: `/api/files/${ids.receipt}`,
        });
        return json({ bike, pointsBalance: balance }, 201);
      },
    });
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Märke (valfritt)'), 'Crescent');
    await user.type(screen.getByLabelText('Stad (valfritt)'), 'Malmö');
    await fillVerified(user);
    await user.click(submitButton());

    const cost = await screen.findByRole('dialog', { name: 'Bekräfta registrering' });
    expect(within(cost).getByText(/kostar 100 poäng/)).toBeInTheDocument();
    expect(within(cost).getByText('500 poäng')).toBeInTheDocument();
    expect(within(cost).getByText('400 poäng')).toBeInTheDocument();
    await user.click(within(cost).getByRole('button', { name: 'Bekräfta och registrera' }));

    const done = await screen.findByRole('dialog', { name: 'Cykeln är registrerad!' });
    expect(within(done).getByText('Du har 400 poäng kvar.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Till Mina cyklar' })).toHaveAttribute('href', '/my-bikes');
    expect(sentBodies(mock, '/api/me/bikes')).toEqual([
      {
        frameNumber,
        bikeType: 'elcykel',
        receiptFileId: ids.receipt,
        bikePhotoFileId: null,
        bikeName: null,
        brand: 'Crescent',
        // Read on the receipt: no photo was given.
        model: 'Elda',
        color: null,
        description: null,
        batterySerialNumber: null,
        city: 'Malmö',
      },
    ]);

    await user.click(within(done).getByRole('button', { name: 'Registrera en till' }));
    expect(screen.getByLabelText('Ramnummer')).toHaveValue('');
    expect(screen.getByLabelText('Märke (valfritt)')).toHaveValue('');
    expect(submitButton()).toHaveAccessibleDescription('Kvitto saknas');
    expect(await screen.findByRole('button', { name: 'Poängsaldo: 400 p' })).toBeInTheDocument();
  });

  it("answers a refusal for too few points with 'Otillräckligt saldo'", async () => {
    api({
      'POST /api/me/bikes': () =>
        json({ error: { code: 'INSUFFICIENT_POINTS', details: { required: 100, balance: 40 } } }, 402),
    });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    const cost = await screen.findByRole('dialog', { name: 'Bekräfta registrering' });
    await user.click(within(cost).getByRole('button', { name: 'Bekräfta och registrera' }));
    expect(await screen.findByText('Otillräckligt saldo')).toBeInTheDocument();
    expect(screen.getByText('Du behöver minst 100 poäng för att registrera en cykel.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Köp poäng' })).toBeInTheDocument();
  });

  it('keeps confirmation closed to a balance under 100 and offers to buy points', async () => {
    api({ 'GET /api/me/balance': () => json({ pointsBalance: 40 }) });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    const cost = await screen.findByRole('dialog', { name: 'Bekräfta registrering' });
    expect(await within(cost).findByText('40 poäng')).toBeInTheDocument();
    expect(within(cost).getByRole('alert')).toHaveTextContent(
      'Du behöver minst 100 poäng för att registrera en cykel.',
    );
    expect(within(cost).getByRole('button', { name: 'Bekräfta och registrera' })).toBeDisabled();
    expect(within(cost).getByRole('link', { name: 'Köp poäng' })).toHaveAttribute('href', '/order');
  });

  it('opens the already-registered dialog when another registration wins the race', async () => {
    api({ 'POST /api/me/bikes': () => json({ error: { code: 'FRAME_NUMBER_TAKEN' } }, 409) });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Bekräfta och registrera' }));
    expect(await screen.findByRole('dialog', { name: 'Cykeln är redan registrerad' })).toBeInTheDocument();
  });

  it("shows the server's reasons when it finds the receipt unverified at registration", async () => {
    const details = {
      verification: { ...passed, customerPersonalNumberValid: false },
      problems: ['personal_number_missing_in_profile'],
    };
    api({ 'POST /api/me/bikes': () => json({ error: { code: 'RECEIPT_NOT_VERIFIED', details } }, 422) });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Bekräfta och registrera' }));
    const checks = await screen.findByRole('region', { name: 'Kvittoverifiering' });
    expect(await within(checks).findByText(/Personnummer saknas i profil/)).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription('Kvitto ej verifierat');
  });

  it("says 'Nätverksfel' when the registration never reaches the server", async () => {
    api({ 'POST /api/me/bikes': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await openForm();
    await fillVerified(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Bekräfta och registrera' }));
    expect(await screen.findByText('Nätverksfel')).toBeInTheDocument();
  });

  it('pre-fills brand, colour and type from the photo but never over what the owner typed', async () => {
    api();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Märke (valfritt)'), 'Monark');
    await user.upload(
      screen.getByLabelText('Bild på cykeln (valfritt)', { selector: 'input' }),
      jpeg('cykel.jpg'),
    );
    expect(await screen.findByText(/Ifyllt från bilden: färg, cykeltyp/)).toBeInTheDocument();
    expect(screen.getByLabelText('Märke (valfritt)')).toHaveValue('Monark');
    expect(screen.getByLabelText('Färg (valfritt)')).toHaveValue('Röd');
    expect(screen.getByLabelText('Cykeltyp')).toHaveValue('hybrid');
  });

  it('fills brand and model from the receipt when no photo is given, never over what the owner typed', async () => {
    api();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Modell (valfritt)'), 'Karin');
    await fillVerified(user);
    expect(await screen.findByText(/Ifyllt från kvittot: märke\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Märke (valfritt)')).toHaveValue('Crescent');
    expect(screen.getByLabelText('Modell (valfritt)')).toHaveValue('Karin');
  });

  it('leaves brand and model to the photo when one is given', async () => {
    api();
    const { user } = await openForm();
    await user.upload(
      screen.getByLabelText('Bild på cykeln (valfritt)', { selector: 'input' }),
      jpeg('cykel.jpg'),
    );
    await fillVerified(user);
    expect(await screen.findByText(/Ifyllt från bilden/)).toBeInTheDocument();
    expect(screen.queryByText(/Ifyllt från kvittot/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Modell (valfritt)')).toHaveValue('');
  });
});
