import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const unverifiedStore = {
  ...sessions.store,
  user: { ...sessions.store.user, store: { ...sessions.store.user.store, staffCodeVerified: false } },
};

describe('/store-login', () => {
  it('signs in the store account, then asks for the staff code and goes to the dashboard', async () => {
    let state: 'visitor' | 'unverified' | 'verified' = 'visitor';
    mockApi({
      'GET /api/auth/session': () =>
        json(
          state === 'visitor' ? sessions.visitor : state === 'unverified' ? unverifiedStore : sessions.store,
        ),
      'POST /api/auth/sign-in': () => {
        state = 'unverified';
        return json(unverifiedStore);
      },
      'POST /api/auth/staff-code': ({ body }) => {
        if (typeof body === 'object' && body !== null && 'code' in body && body.code === 'BUTIK2024') {
          state = 'verified';
          return json(sessions.store);
        }
        return json({ error: { code: 'STAFF_CODE_INVALID' } }, 401);
      },
    });
    const { user, router } = renderApp('/store-login');
    await user.type(await screen.findByLabelText('E-postadress'), 'butik@ramkoll.se');
    await user.type(screen.getByLabelText('Lösenord', { selector: 'input' }), 'Ramkoll2026!');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));

    const code = await screen.findByLabelText('Personalkod');
    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: 'Bekräfta personalkod' }));
    expect(
      screen.getByText('Personalkoden ska vara 6–20 tecken, bara bokstäver och siffror.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'FEL12345');
    await user.click(screen.getByRole('button', { name: 'Bekräfta personalkod' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Felaktig personalkod');

    await user.clear(code);
    await user.type(code, 'BUTIK2024');
    await user.click(screen.getByRole('button', { name: 'Bekräfta personalkod' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-dashboard'));
  });

  it('sends a non-store account to its own landing with a message', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      'POST /api/auth/sign-in': () => {
        signedIn = true;
        return json(sessions.customer);
      },
    });
    const { user, router } = renderApp('/store-login');
    await user.type(await screen.findByLabelText('E-postadress'), 'anna@ramkoll.se');
    await user.type(screen.getByLabelText('Lösenord', { selector: 'input' }), 'Ramkoll2026!');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByText('Det här är inte ett butikskonto')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bikes'));
  });

  it('tells a suspended store why and whom to contact, not just that sign-in failed', async () => {
    mockApi({
      'GET /api/auth/session': () => json(sessions.visitor),
      'POST /api/auth/sign-in': () =>
        json(
          {
            error: {
              code: 'STORE_SUSPENDED',
              details: { reason: 'Obetalda fakturor', supportEmail: 'support@ramkoll.se' },
            },
          },
          403,
        ),
    });
    const { user } = renderApp('/store-login');
    await user.type(await screen.findByLabelText('E-postadress'), 'butik@ramkoll.se');
    await user.type(screen.getByLabelText('Lösenord', { selector: 'input' }), 'Ramkoll2026!');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Butikens konto är avstängt av Ramkoll och kan inte logga in. Anledning: Obetalda fakturor. Frågor? Kontakta support@ramkoll.se.',
    );
    expect(screen.queryByText('Inloggning misslyckades')).not.toBeInTheDocument();
  });

  it('a store suspended while signed in lands on /store-login with the reason, not the customer login', async () => {
    let suspended = false;
    mockApi({
      'GET /api/auth/session': () => json(suspended ? sessions.visitor : sessions.store),
      'GET /api/store/analytics': () => {
        suspended = true;
        return json(
          {
            error: { code: 'STORE_SUSPENDED', details: { reason: null, supportEmail: 'support@ramkoll.se' } },
          },
          403,
        );
      },
    });
    const { router } = renderApp('/store-analytics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Butikens konto är avstängt av Ramkoll och kan inte logga in. Frågor? Kontakta support@ramkoll.se.',
    );
  });

  it('the guard sends a store without a confirmed staff code to the staff step', async () => {
    mockApi({ 'GET /api/auth/session': () => json(unverifiedStore) });
    const { router } = renderApp('/store-analytics');
    expect(await screen.findByLabelText('Personalkod')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store-login');
  });
});
