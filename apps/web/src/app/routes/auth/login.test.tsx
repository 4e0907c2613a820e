import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eidOrderIds, fakeEid, nextPoll } from '@/testing/eid';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function visitorWith(handlers: Parameters<typeof mockApi>[0]) {
  return mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor), ...handlers });
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('E-postadress'), email);
  await user.type(screen.getByLabelText('Lösenord', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/auth login', () => {
  it('shows Felaktiga inloggningsuppgifter inline and in a toast on INVALID_CREDENTIALS', async () => {
    visitorWith({ 'POST /api/auth/sign-in': () => json({ error: { code: 'INVALID_CREDENTIALS' } }, 401) });
    const { user, router } = renderApp('/auth');
    await fillAndSubmit(user, 'erik@ramkoll.se', 'fel-losenord');
    expect(await screen.findByRole('alert')).toHaveTextContent('Felaktiga inloggningsuppgifter');
    expect(await screen.findByText('Autentiseringsfel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the rate-limit message on LOGIN_RATE_LIMITED', async () => {
    visitorWith({ 'POST /api/auth/sign-in': () => json({ error: { code: 'LOGIN_RATE_LIMITED' } }, 429) });
    const { user } = renderApp('/auth');
    await fillAndSubmit(user, 'erik@ramkoll.se', 'Ramkoll2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'För många inloggningsförsök. Försök igen om en minut.',
    );
  });

  it('says how many minutes to wait when a longer limit refused (decision 091)', async () => {
    visitorWith({
      'POST /api/auth/sign-in': () =>
        json({ error: { code: 'LOGIN_RATE_LIMITED', details: { retryAfterSeconds: 14 * 60 + 5 } } }, 429),
    });
    const { user } = renderApp('/auth');
    await fillAndSubmit(user, 'erik@ramkoll.se', 'Ramkoll2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'För många inloggningsförsök. Försök igen om 15 minuter.',
    );
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = visitorWith({});
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-post och lösenord krävs');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/sign-in')).toBe(false);
  });

  it('toggles the password visibility with an accessible button', async () => {
    visitorWith({});
    const { user } = renderApp('/auth');
    const password = await screen.findByLabelText('Lösenord', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Visa lösenord' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Dölj lösenord' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes to the remembered origin after a successful login', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      'POST /api/auth/sign-in': () => {
        signedIn = true;
        return json(sessions.customer);
      },
    });
    const { user, router } = renderApp('/auth?redirect=%2Fmessages');
    await fillAndSubmit(user, 'anna@ramkoll.se', 'Ramkoll2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('ignores a redirect to another site and uses the role landing', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.admin : sessions.visitor),
      'POST /api/auth/sign-in': () => {
        signedIn = true;
        return json(sessions.admin);
      },
    });
    const { user, router } = renderApp('/auth?redirect=%2F%2Fevil.example');
    await fillAndSubmit(user, 'admin@ramkoll.se', 'Ramkoll2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });

  it('forgot-password dialog requires an e-mail and confirms with E-post skickat', async () => {
    const fetchMock = visitorWith({
      'POST /api/auth/password-reset': () => new Response(null, { status: 202 }),
    });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Glömt lösenordet?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återställ lösenord' });
    await user.click(within(dialog).getByRole('button', { name: 'Skicka länk' }));
    expect(within(dialog).getByText('Ange din e-postadress')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('E-postadress'), 'anna@ramkoll.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka länk' }));
    expect(await screen.findByText('E-post skickat')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Återställ lösenord' })).not.toBeInTheDocument(),
    );
    expect(bodyOf(fetchMock, '/api/auth/password-reset')).toEqual({
      email: 'anna@ramkoll.se',
      language: 'sv',
    });
  });

  it("forgot-password dialog words the source's limit, and any other failure as the spec does", async () => {
    let code = 'PASSWORD_RESET_RATE_LIMITED';
    visitorWith({
      'POST /api/auth/password-reset': () => json({ error: { code } }, code === 'INTERNAL' ? 500 : 429),
    });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Glömt lösenordet?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återställ lösenord' });
    await user.type(within(dialog).getByLabelText('E-postadress'), 'anna@ramkoll.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka länk' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'För många begäranden om nytt lösenord. Försök igen om en timme.',
    );
    code = 'INTERNAL';
    await user.click(within(dialog).getByRole('button', { name: 'Skicka länk' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kunde inte skicka återställningsmail. Försök igen.',
    );
  });

  it('sets a new password from the e-mailed link', async () => {
    visitorWith({ 'POST /api/auth/password-reset/confirm': () => new Response(null, { status: 204 }) });
    const { user, router } = renderApp('/auth?reset=abc123');
    await user.type(await screen.findByLabelText('Nytt lösenord', { selector: 'input' }), 'kort');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(screen.getByText('Lösenordet måste vara minst 8 tecken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nytt lösenord', { selector: 'input' }), '-och-langre');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    await user.click(await screen.findByRole('button', { name: 'Till inloggningen' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('E-postadress')).toBeInTheDocument();
  });

  it('greets a new user with ?from=welcome', async () => {
    visitorWith({});
    renderApp('/auth?from=welcome');
    expect(await screen.findByText('Välkommen till Ramkoll!')).toBeInTheDocument();
  });

  it('signs in with BankID by personnummer: the simulator identifies it, then the order signs in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = false;
    const eid = fakeEid();
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/sign-in': () => {
        signedIn = true;
        return json(sessions.customer);
      },
    });
    const { user, router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Logga in med BankID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logga in med BankID' });
    const input = await within(dialog).findByLabelText('Personnummer');
    expect(input).toHaveAttribute('maxLength', '13');
    await user.type(input, '198112189876');
    expect(input).toHaveValue('19811218-9876');
    await user.click(within(dialog).getByRole('button', { name: 'Starta BankID' }));
    expect(await within(dialog).findByText('Väntar på BankID…')).toBeInTheDocument();
    expect(eid.started).toEqual([
      { purpose: 'sign_in', sameDevice: false, personalNumber: '19811218-9876', language: 'sv' },
    ]);

    await nextPoll();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bikes'));
    expect(bodyOf(fetchMock, '/api/auth/eid/sign-in')).toEqual({ orderId: eidOrderIds[0] });
  });

  it('signs in with the completed order the e-ID broker sends back (?eid=)', async () => {
    let signedIn = false;
    const eid = fakeEid({ provider: 'oidc', orders: [[{ status: 'complete' }]] });
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/sign-in': () => {
        signedIn = true;
        return json(sessions.customer);
      },
    });
    const { router } = renderApp(`/auth?eid=${eidOrderIds[0]}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bikes'));
    expect(bodyOf(fetchMock, '/api/auth/eid/sign-in')).toEqual({ orderId: eidOrderIds[0] });
    expect(eid.started).toEqual([]);
  });

  it('says so when the order the broker sends back has expired (EID_ORDER_NOT_FOUND)', async () => {
    const eid = fakeEid({ provider: 'oidc', orders: [[{ status: 'complete' }]] });
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      ...eid.handlers,
      'POST /api/auth/eid/sign-in': () => json({ error: { code: 'EID_ORDER_NOT_FOUND' } }, 404),
    });
    const { router } = renderApp(`/auth?eid=${eidOrderIds[0]}`);
    const dialog = await screen.findByRole('dialog', { name: 'Logga in med BankID' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Identifieringen har gått ut eller startades i en annan webbläsare. Börja om.',
    );
    // The broker can be asked again.
    expect(within(dialog).getByRole('button', { name: 'Fortsätt till e-legitimation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in user where they belong instead of showing the form, keeping ?redirect=', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/me/balance': () => json({ pointsBalance: 250 }),
      'GET /api/me/receipts/pending-count': () => json({ count: 0 }),
    });
    const { router } = renderApp('/auth?redirect=%2Fmessages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(screen.queryByLabelText('E-postadress')).not.toBeInTheDocument();
  });

  it('shows the password reset under its own heading, not the login greeting', async () => {
    visitorWith({});
    renderApp('/auth?reset=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeInTheDocument();
    expect(screen.queryByText(/Välkommen tillbaka!/)).not.toBeInTheDocument();
    // Said once, by the page: the form's card does not repeat the heading and the lead.
    expect(screen.getAllByRole('heading', { name: 'Välj nytt lösenord' })).toHaveLength(1);
    expect(screen.getAllByText(/^Ange ett nytt lösenord för ditt konto\./)).toHaveLength(1);
  });
});
