import { screen, waitFor } from '@testing-library/react';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bodyOf, json, mockApi, sessions } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

/*
 * Decision 091: while the account's password is temporary the server refuses everything but its
 * change (PASSWORD_CHANGE_REQUIRED), so every page shows the change of password instead.
 */

function withTemporaryPassword(session: SessionResponse): SessionResponse {
  return session.user ? { ...session, user: { ...session.user, mustChangePassword: true } } : session;
}

function refused(): Response {
  return json({ error: { code: 'PASSWORD_CHANGE_REQUIRED' } }, 403);
}

afterEach(async () => {
  await changeLanguage('sv');
});

describe('a temporary password', () => {
  it('shows the change of password instead of the page, and the page once it is changed', async () => {
    let mustChange = true;
    const mock = mockApi({
      ...ownerHandlers,
      'GET /api/auth/session': () =>
        json(mustChange ? withTemporaryPassword(sessions.customer) : sessions.customer),
      'GET /api/me/bikes': () =>
        mustChange ? refused() : json({ bikes: [myBike({ bikeName: 'Pendlaren' })] }),
      'PUT /api/me/password': () => {
        mustChange = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderApp('/my-bikes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Välj ett eget lösenord' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mina cyklar' })).not.toBeInTheDocument();
    // Nothing else is asked of the server while it would be refused: no bars, no lists, no events.
    const asked = mock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(asked.filter((url) => !url.startsWith('/api/auth/'))).toEqual([]);

    // The keyboard reaches the form, field by field.
    await user.click(screen.getByLabelText('Nuvarande lösenord'));
    await user.keyboard('Tillf4ll1g');
    await user.tab();
    expect(screen.getByLabelText('Nytt lösenord')).toHaveFocus();
    await user.keyboard('mitt-eget-1');
    await user.tab();
    await user.keyboard('mitt-eget-1{Enter}');

    await waitFor(() =>
      expect(bodyOf(mock, '/api/me/password')).toEqual({
        currentPassword: 'Tillf4ll1g',
        newPassword: 'mitt-eget-1',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Pendlaren' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-bikes');
  });

  it('shows it when the server refuses a call with PASSWORD_CHANGE_REQUIRED, though the session did not say so', async () => {
    mockApi({ ...ownerHandlers, 'GET /api/me/bikes': refused });
    renderApp('/my-bikes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Välj ett eget lösenord' })).toBeVisible();
  });

  it('lets a store log out instead, in English too', async () => {
    await changeLanguage('en');
    const mock = mockApi({
      'GET /api/auth/session': () => json(withTemporaryPassword(sessions.store)),
      'POST /api/auth/sign-out': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/store-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
    expect(screen.getByLabelText('Current password')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0] ?? document.body);
    await waitFor(() => expect(mock.mock.calls.some(([url]) => url === '/api/auth/sign-out')).toBe(true));
  });
});
