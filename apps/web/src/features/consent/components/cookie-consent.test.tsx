import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { consentStorageKey, consentValidityMs } from '../utils/consent-storage';

function stored(): unknown {
  const parsed: unknown = JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null');
  return parsed;
}

describe('cookie consent banner', () => {
  it('persists "necessary only" with a timestamp and hides', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { user } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Vi använder cookies' });
    await user.click(within(banner).getByRole('button', { name: 'Endast nödvändiga' }));
    expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({
      choices: { necessary: true, analytics: false, marketing: false, functional: false },
    });
    expect(window.localStorage.getItem(consentStorageKey)).toMatch(/"timestamp":"\d{4}-/);
  });

  it('does not show again while a choice is valid, and shows again after 365 days', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const choices = { necessary: true, analytics: true, marketing: true, functional: true };
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ choices, timestamp: new Date().toISOString() }),
    );
    const first = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).not.toBeInTheDocument();
    first.unmount();

    const old = new Date(Date.now() - consentValidityMs - 60_000).toISOString();
    window.localStorage.setItem(consentStorageKey, JSON.stringify({ choices, timestamp: old }));
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Vi använder cookies' })).toBeInTheDocument();
  });

  it('customises per category and saves on the server for a signed-in user', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'PUT /api/me/consent': ({ body }) => json({ choices: body, updatedAt: new Date().toISOString() }),
    });
    const { user } = renderApp('/my-bikes');
    const banner = await screen.findByRole('region', { name: 'Vi använder cookies' });
    await user.click(within(banner).getByRole('button', { name: 'Anpassa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-inställningar' });
    expect(within(dialog).getByRole('switch', { name: 'Nödvändiga' })).toBeDisabled();
    await user.click(within(dialog).getByRole('switch', { name: 'Statistik' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara val' }));
    expect(stored()).toMatchObject({ choices: { analytics: true, marketing: false, functional: false } });
    await waitFor(() => {
      expect(bodyOf(fetchMock, '/api/me/consent')).toEqual({
        necessary: true,
        analytics: true,
        marketing: false,
        functional: false,
      });
    });
  });

  it('pushes a choice made before sign-in to the server', async () => {
    const choices = { necessary: true, analytics: false, marketing: true, functional: false };
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ choices, timestamp: new Date().toISOString() }),
    );
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'PUT /api/me/consent': ({ body }) => json({ choices: body, updatedAt: new Date().toISOString() }),
    });
    renderApp('/my-bikes');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/me/consent')).toBe(true));
  });
});
