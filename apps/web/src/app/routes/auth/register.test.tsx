import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

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

afterEach(() => {
  vi.useRealTimers();
});

// The page holds the BankID dialog and the partnership form: on a busy machine a walk through it
// takes longer than the default 5 s.
describe('/register BankID registration', { timeout: 15_000 }, () => {
  it('validates e-mails, phone and the personnummer with the spec messages', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
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
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/bankid/register')).toBe(false);
  });

  it('shows Personnummer saknas live after leaving the field empty', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Personnummer'));
    await user.tab();
    expect(within(dialog).getByText('Personnummer saknas')).toBeInTheDocument();
  });

  it('opens the under-18 notice from the personnummer without calling the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
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
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/bankid/register')).toBe(false);
  });

  it('opens the under-18 notice on the server answer UNDER_AGE', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'POST /api/auth/bankid/register': () =>
        json({ error: { code: 'UNDER_AGE', details: { age: 17 } } }, 422),
    });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
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
      'POST /api/auth/bankid/register': () => json({ error: { code } }, 409),
    });
    const { user } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Fel vid registrering');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('För- och efternamn')).toHaveValue('Nora Nyström');
  });

  it('shows processing, then Välkommen! and goes to /my-bikes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = false;
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      'POST /api/auth/bankid/register': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, router } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
    expect(await screen.findByText('Verifierar med BankID…')).toBeInTheDocument();

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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'POST /api/auth/bankid/register': () => json(sessions.visitor, 201),
    });
    const { user, router } = renderApp('/register');
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt med BankID' }));
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
