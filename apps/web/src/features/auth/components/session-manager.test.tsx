import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuditLog } from '@/lib/audit-log';
import { json, mockApi, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.useRealTimers();
});

// Short idle settings: the warning opens at the first 30 s check and counts down the last 10 s.
const shortIdle = { ...sessions.customer, idleTimeoutSeconds: 40, idleWarningSeconds: 35 };

describe('session inactivity', () => {
  it('warns after inactivity with a live countdown and logs out at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? shortIdle : sessions.visitor),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        choices: { necessary: true, analytics: false, marketing: false, functional: false },
        timestamp: new Date().toISOString(),
      }),
    );
    const { router } = renderApp('/my-bikes');
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument());

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const warning = screen.getByRole('alertdialog', { name: 'Är du kvar?' });
    expect(within(warning).getByText(/loggas du ut om 0:10/)).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(within(warning).getByText(/loggas du ut om 0:07/)).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(7000);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(readAuditLog().map((entry) => entry.action)).toContain('session_timeout');
    expect(window.localStorage.getItem('cookie-consent')).not.toBeNull();
  });

  it('extends the session with a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(shortIdle),
      'POST /api/auth/refresh': () => json(shortIdle),
    });
    renderApp('/my-bikes');
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const warning = screen.getByRole('alertdialog', { name: 'Är du kvar?' });
    await act(async () => {
      within(warning).getByRole('button', { name: 'Fortsätt vara inloggad' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
  });
});
