import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eidOrderIds, fakeEid, nextPoll, stubLocation } from '@/testing/eid';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { i18n } from '@/lib/i18n';

type User = ReturnType<typeof renderApp>['user'];

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Registrera med BankID' }));
  return screen.findByRole('dialog', { name: 'Registrera med BankID' });
}

async function fill(
  user: User,
  dialog: HTMLElement,
  values: { email?: string; confirmation?: string; phone?: string; personalNumber?: string } = {},
) {
  await user.type(within(dialog).getByLabelText('För- och efternamn'), 'Nora Nyström');
  await user.type(within(dialog).getByLabelText('E-postadress'), values.email ?? 'nora@example.se');
  await user.type(
    within(dialog).getByLabelText('Upprepa e-postadress'),
    values.confirmation ?? 'nora@example.se',
  );
  await user.type(within(dialog).getByLabelText('Mobilnummer'), values.phone ?? '070-123 45 67');
  await user.type(within(dialog).getByLabelText('Personnummer'), values.personalNumber ?? '198112189876');
}

/** The simulator's identification: submit, the order is pending ("Verifierar…"), the next poll completes it. */
async function submitAndIdentify(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
  expect(await within(dialog).findByText('Verifierar med BankID…')).toBeInTheDocument();
  await nextPoll();
}

function calls(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === path);
}

const registerPath = '/api/auth/eid/register';

beforeAll(async () => {
  // The QR code's encoder, loaded up front: its first import must not take a poll interval.
  await import('uqr');
});

beforeEach(() => {
  // e-ID orders are polled every second: the tests move the clock on with `nextPoll`.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

// The page holds the BankID dialog and the partnership form: on a busy machine a walk through it
// takes longer than the default 5 s.
describe('/register BankID registration', { timeout: 15_000 }, () => {
  it('validates e-mails, phone and the personnummer with the spec messages', async () => {
    const eid = fakeEid();
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog, {
      confirmation: 'nora@exempel.se',
      phone: '12ab',
      personalNumber: '198112189875',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));

    expect(within(dialog).getByText('E-postadresser matchar inte')).toBeInTheDocument();
    expect(within(dialog).getByText('Ogiltigt telefonnummer')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Personnumret är ogiltigt enligt Luhn-algoritmen. Kontrollera att du angett rätt siffror.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Personnummer')).toHaveValue('19811218-9875');
    expect(eid.started).toEqual([]);
    expect(calls(fetchMock, registerPath)).toEqual([]);
  });

  it('shows Personnummer saknas live after leaving the field empty', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...fakeEid().handlers });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Personnummer'));
    await user.tab();
    expect(within(dialog).getByText('Personnummer saknas')).toBeInTheDocument();
  });

  it('opens the under-18 notice from the personnummer without calling the server', async () => {
    const eid = fakeEid();
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    const year = new Date().getFullYear() - 16;
    // Luhn check digit computed for YYMMDD + serial 123.
    const body = `${String(year).slice(2)}0315123`;
    let check = 0;
    for (let candidate = 0; candidate <= 9; candidate += 1) {
      const digits = `${body}${candidate}`;
      let sum = 0;
      for (let index = 0; index < digits.length; index += 1) {
        let digit = Number(digits[digits.length - 1 - index]);
        if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        sum += digit;
      }
      if (sum % 10 === 0) check = candidate;
    }
    await fill(user, dialog, { personalNumber: `${year}0315123${check}` });
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));

    const notice = await screen.findByRole('dialog', { name: 'Du behöver vara 18 år' });
    expect(
      within(notice).getByText('Du måste vara minst 18 år för att skapa konto. Du är 16 år gammal.'),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/GDPR/)).toBeInTheDocument();
    expect(within(notice).getByText(/vårdnadshavare att registrera/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Kontakta support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(eid.started).toEqual([]);
    expect(calls(fetchMock, registerPath)).toEqual([]);
  });

  it('opens the under-18 notice on the server answer UNDER_AGE', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      ...fakeEid().handlers,
      'POST /api/auth/eid/register': () => json({ error: { code: 'UNDER_AGE', details: { age: 17 } } }, 422),
    });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await submitAndIdentify(user, dialog);
    const notice = await screen.findByRole('dialog', { name: 'Du behöver vara 18 år' });
    expect(within(notice).getByText(/Du är 17 år gammal/)).toBeInTheDocument();
  });

  it.each([
    ['EMAIL_TAKEN', 'Konto finns redan'],
    ['PERSONAL_NUMBER_TAKEN', 'Personnummer används redan'],
    ['PHONE_TAKEN', 'Telefonnummer används redan'],
  ])('shows the BankID wording for %s and returns to the form', async (code, message) => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      ...fakeEid().handlers,
      'POST /api/auth/eid/register': () => json({ error: { code } }, 409),
    });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await submitAndIdentify(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Fel vid registrering');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('För- och efternamn')).toHaveValue('Nora Nyström');
  });

  it('identifies the typed personnummer with the simulator, then says Välkommen! and goes to /my-bikes after 2 s', async () => {
    let signedIn = false;
    let answer: (response: Response) => void = () => undefined;
    const eid = fakeEid();
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/register': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, router } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    expect(await screen.findByText('Verifierar med BankID…')).toBeInTheDocument();
    expect(eid.started).toEqual([
      { purpose: 'register', sameDevice: false, personalNumber: '19811218-9876', language: 'sv' },
    ]);
    expect(calls(fetchMock, registerPath)).toEqual([]);

    await nextPoll();
    expect(await screen.findByText('Identifieringen är klar. Ett ögonblick…')).toBeInTheDocument();
    expect(bodyOf(fetchMock, registerPath)).toEqual({
      orderId: eidOrderIds[0],
      fullName: 'Nora Nyström',
      email: 'nora@example.se',
      emailConfirmation: 'nora@example.se',
      countryCode: '+46',
      phone: '070-123 45 67',
      language: 'sv',
    });

    signedIn = true;
    answer(json(sessions.customer, 201));
    expect(await screen.findByText('Välkommen!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bikes'));
  });

  it('says Konto skapat! and goes to /auth when the account was made but not signed in', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      ...fakeEid().handlers,
      'POST /api/auth/eid/register': () => json(sessions.visitor, 201),
    });
    const { user, router } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await submitAndIdentify(user, dialog);
    expect(await screen.findByText('Konto skapat!')).toBeInTheDocument();
    expect(screen.getByText(/tillfälligt lösenord/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows the shop owners card with a benefits dialog that leads to the application form', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Se fördelarna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fördelar för partnerbutiker' });
    await user.click(within(dialog).getByRole('button', { name: 'Ansök nu' }));
    await waitFor(() => expect(screen.getByLabelText('Organisationsnummer')).toHaveFocus());
  });

  it('sends a signed-in admin to the back office instead of the registration', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.admin) });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });
});

/** The form with real e-ID: the name and personnummer come from the identification. */
async function fillContact(user: User, dialog: HTMLElement, email = 'nora@example.se') {
  await user.type(within(dialog).getByLabelText('E-postadress'), email);
  await user.type(within(dialog).getByLabelText('Upprepa e-postadress'), email);
  await user.type(within(dialog).getByLabelText('Mobilnummer'), '070-123 45 67');
}

/** Waits until the dialog knows the installation's e-ID (the form's description then says so). */
async function bankIdForm(dialog: HTMLElement) {
  expect(
    await within(dialog).findByText(/Ditt namn och personnummer hämtas från BankID\./),
  ).toBeInTheDocument();
}

const qrLabel = 'QR-kod för BankID. Läs av den med BankID-appen.';

/** The drawn QR code (the SVG, not the placeholder shown while the encoder loads). */
async function qrCode(dialog: HTMLElement, data: string) {
  await waitFor(() => {
    const code = within(dialog).getByRole('img', { name: qrLabel });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code).toHaveAttribute('data-qr', data);
  });
  return within(dialog).getByRole('img', { name: qrLabel });
}

const otherDevice = /Mobilt BankID på annan enhet/;
const thisDevice = /BankID på den här enheten/;

describe('/register with BankID (e-ID orders)', { timeout: 15_000 }, () => {
  it('asks only for the contact details, then which device, before any order', async () => {
    const eid = fakeEid({ provider: 'bankid' });
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await bankIdForm(dialog);
    expect(within(dialog).queryByLabelText('För- och efternamn')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Personnummer')).not.toBeInTheDocument();

    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    expect(within(dialog).getByText('Var har du ditt BankID?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: otherDevice })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: thisDevice })).toBeInTheDocument();
    expect(eid.started).toEqual([]);
    expect(calls(fetchMock, registerPath)).toEqual([]);
  });

  it('shows the QR code of each poll and BankID’s message for the hint, then registers with the order', async () => {
    let signedIn = false;
    const eid = fakeEid({
      provider: 'bankid',
      orders: [
        [
          { qrData: 'bankid.qr-start.0.aaaa', hintCode: 'outstandingTransaction' },
          { qrData: 'bankid.qr-start.1.bbbb', hintCode: 'userSign' },
          { status: 'complete', hintCode: null },
        ],
      ],
    });
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/register': () => {
        signedIn = true;
        return json(sessions.customer, 201);
      },
    });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await bankIdForm(dialog);
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    await user.click(within(dialog).getByRole('button', { name: otherDevice }));

    const first = await qrCode(dialog, 'bankid.qr-start.0.aaaa');
    const firstPath = first.querySelector('path')?.getAttribute('d');
    expect(firstPath).toMatch(/^M\d/);
    expect(eid.started).toEqual([{ purpose: 'register', sameDevice: false, language: 'sv' }]);
    expect(within(dialog).getByText('Starta BankID-appen.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Öppna BankID/ })).not.toBeInTheDocument();

    await nextPoll();
    const second = await qrCode(dialog, 'bankid.qr-start.1.bbbb');
    expect(second.querySelector('path')?.getAttribute('d')).not.toBe(firstPath);
    expect(
      within(dialog).getByText(
        'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Starta BankID-appen.')).not.toBeInTheDocument();

    await nextPoll();
    expect(await screen.findByText('Välkommen!')).toBeInTheDocument();
    // The name and personnummer are the identification's: the form sends neither.
    expect(bodyOf(fetchMock, registerPath)).toEqual({
      orderId: eidOrderIds[0],
      email: 'nora@example.se',
      emailConfirmation: 'nora@example.se',
      countryCode: '+46',
      phone: '070-123 45 67',
      language: 'sv',
    });
  });

  it('says Åtgärden avbröts. when the person cancels in the app, and Försök igen starts a new order', async () => {
    const eid = fakeEid({
      provider: 'bankid',
      orders: [
        [
          { qrData: 'bankid.first.0', hintCode: 'outstandingTransaction' },
          { status: 'failed', hintCode: 'userCancel', qrData: null },
        ],
        [{ qrData: 'bankid.second.0', hintCode: 'outstandingTransaction' }],
      ],
    });
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await bankIdForm(dialog);
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    await user.click(within(dialog).getByRole('button', { name: otherDevice }));
    await qrCode(dialog, 'bankid.first.0');

    await nextPoll();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Åtgärden avbröts.');
    expect(within(dialog).queryByRole('img', { name: qrLabel })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Försök igen' }));
    await qrCode(dialog, 'bankid.second.0');
    expect(eid.started).toHaveLength(2);
    expect(eid.started[1]).toEqual({ purpose: 'register', sameDevice: false, language: 'sv' });
  });

  it('opens BankID on this device with the order’s autostart link; Avbryt cancels the order', async () => {
    const location = stubLocation();
    const autoStartUrl = 'bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null';
    const eid = fakeEid({
      provider: 'bankid',
      orders: [[{ sameDevice: true, autoStartUrl, hintCode: 'outstandingTransaction' }]],
    });
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await bankIdForm(dialog);
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    await user.click(within(dialog).getByRole('button', { name: thisDevice }));

    const open = await within(dialog).findByRole('link', { name: 'Öppna BankID' });
    expect(open).toHaveAttribute('href', autoStartUrl);
    expect(eid.started).toEqual([{ purpose: 'register', sameDevice: true, language: 'sv' }]);
    // BankID recommends opening the app at once; the link is there if that did not work.
    expect(location.hrefs).toEqual([autoStartUrl]);
    expect(within(dialog).getByText('Försöker starta BankID-appen.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: qrLabel })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(eid.cancelled).toEqual([eidOrderIds[0]]));
    expect(within(dialog).getByLabelText('E-postadress')).toHaveValue('nora@example.se');
    expect(within(dialog).queryByRole('link', { name: 'Öppna BankID' })).not.toBeInTheDocument();
  });

  it('sends a corrected form with the same identification after EMAIL_TAKEN, without a new order', async () => {
    let signedIn = false;
    const eid = fakeEid({
      provider: 'bankid',
      orders: [[{ qrData: 'bankid.qr.0', hintCode: 'outstandingTransaction' }, { status: 'complete' }]],
    });
    const registrations: unknown[] = [];
    mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/register': ({ body }) => {
        registrations.push(body);
        if (registrations.length === 1) return json({ error: { code: 'EMAIL_TAKEN' } }, 409);
        signedIn = true;
        return json(sessions.customer, 201);
      },
    });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await bankIdForm(dialog);
    await fillContact(user, dialog, 'nora@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    await user.click(within(dialog).getByRole('button', { name: otherDevice }));
    await qrCode(dialog, 'bankid.qr.0');
    await nextPoll();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Fel vid registrering');
    expect(alert).toHaveTextContent('Konto finns redan');
    const email = within(dialog).getByLabelText('E-postadress');
    const confirmation = within(dialog).getByLabelText('Upprepa e-postadress');
    await user.clear(email);
    await user.type(email, 'nora.nystrom@example.se');
    await user.clear(confirmation);
    await user.type(confirmation, 'nora.nystrom@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));

    expect(await screen.findByText('Välkommen!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: otherDevice })).not.toBeInTheDocument();
    expect(eid.started).toHaveLength(1);
    expect(registrations).toHaveLength(2);
    expect(registrations[1]).toMatchObject({
      orderId: eidOrderIds[0],
      email: 'nora.nystrom@example.se',
      emailConfirmation: 'nora.nystrom@example.se',
    });
  });

  it('in English: the device choice, the QR code and BankID’s English message', async () => {
    await i18n.changeLanguage('en');
    const eid = fakeEid({
      provider: 'bankid',
      orders: [[{ qrData: 'bankid.en.0', hintCode: 'outstandingTransaction' }]],
    });
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Register with BankID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register with BankID' });
    expect(
      await within(dialog).findByText(/Your name and personal identity number come from BankID\./),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email address'), 'nora@example.se');
    await user.type(within(dialog).getByLabelText('Repeat email address'), 'nora@example.se');
    await user.type(within(dialog).getByLabelText('Mobile number'), '070-123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with BankID' }));
    expect(within(dialog).getByRole('button', { name: /BankID on this device/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Mobile BankID on another device/ }));

    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: 'QR code for BankID. Scan it with the BankID app.' }),
      ).toHaveAttribute('data-qr', 'bankid.en.0'),
    );
    expect(within(dialog).getByText('Start your BankID app.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(eid.started).toEqual([{ purpose: 'register', sameDevice: false, language: 'en' }]);
  });

  it("goes to the e-ID broker's page and, back with ?eid=, registers the form it kept", async () => {
    const location = stubLocation();
    let signedIn = false;
    const redirectUrl = 'https://eid.example/authorize?state=xyz';
    const eid = fakeEid({
      provider: 'oidc',
      orders: [[{ redirectUrl }, { status: 'complete', redirectUrl: null }]],
    });
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/register': () => {
        signedIn = true;
        return json(sessions.customer, 201);
      },
    });
    const first = renderApp('/register');
    const dialog = await openDialog(first.user);
    await bankIdForm(dialog);
    await fillContact(first.user, dialog);
    await first.user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(redirectUrl));
    expect(eid.started).toEqual([{ purpose: 'register', sameDevice: false, language: 'sv' }]);
    first.unmount();

    // The broker sends the person back to /register?eid=<order>.
    const { router } = renderApp(`/register?eid=${eidOrderIds[0]}`);
    expect(await screen.findByText('Välkommen!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, registerPath)).toEqual({
      orderId: eidOrderIds[0],
      email: 'nora@example.se',
      emailConfirmation: 'nora@example.se',
      countryCode: '+46',
      phone: '070-123 45 67',
      language: 'sv',
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bikes'));
  });
});
