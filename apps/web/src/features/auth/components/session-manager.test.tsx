import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuditLog } from '@/lib/audit-log';
import { json, mockApi, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.useRealTimers();
});

// Short idle settings: the warning opens at the first 30 s check and counts down the last 10 s.
const shortIdle = {
  ...sessions.customer,
  idleExpiresInSeconds: 40,
  idleTimeoutSeconds: 40,
  idleWarningSeconds: 35,
};

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
    // The signed-in chrome is a lazy chunk: on a busy machine it takes longer than vi.waitFor's 1 s.
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument(), {
      timeout: 5000,
    });

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
    // Spec: sign-out leaves nothing in storage but the cookie consent, not even the device's log.
    expect(readAuditLog()).toEqual([]);
    expect(window.localStorage.getItem('cookie-consent')).not.toBeNull();
    expect(window.localStorage.length).toBe(1);
  });

  it('extends the session with a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(shortIdle),
      'POST /api/auth/refresh': () => json(shortIdle),
    });
    renderApp('/my-bikes');
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument(), {
      timeout: 5000,
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const warning = screen.getByRole('alertdialog', { name: 'Är du kvar?' });
    // The safe choice has the focus: Enter keeps the session instead of signing out.
    await vi.waitFor(() =>
      expect(within(warning).getByRole('button', { name: 'Fortsätt vara inloggad' })).toHaveFocus(),
    );
    await act(async () => {
      within(warning).getByRole('button', { name: 'Fortsätt vara inloggad' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
  });

  it("reports the user's activity to the server at most once a minute and follows the server's deadline", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = mockApi({ 'GET /api/auth/session': () => json(sessions.customer) });
    const sessionChecks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session').length;
    renderApp('/my-bikes');
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument(), {
      timeout: 5000,
    });
    const before = sessionChecks();

    // Ten quiet minutes, then the user moves the mouse, types and scrolls within one minute.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600_000);
    });
    await act(async () => {
      fireEvent.mouseMove(window);
      fireEvent.keyDown(window, { key: 'a' });
      fireEvent.scroll(window);
      await vi.advanceTimersByTimeAsync(20_000);
      fireEvent.click(window);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(sessionChecks()).toBe(before + 1);

    // The server answered 20 minutes from the report: no warning at minute 15 after sign-in…
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300_000);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // …but at the first check 15 minutes after the reported activity, counting down to the
    // server's deadline.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(620_000);
    });
    const warning = screen.getByRole('alertdialog', { name: 'Är du kvar?' });
    expect(within(warning).getByText(/loggas du ut om 4:/)).toBeInTheDocument();
  });

  it('warns on time when the server answers that less time is left than the browser counted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    mockApi({
      'GET /api/auth/session': () => json({ ...sessions.customer, idleExpiresInSeconds: 1200 }),
    });
    renderApp('/my-bikes');
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument(), {
      timeout: 5000,
    });
    // Fifteen minutes with no activity: the warning opens although requests were made meanwhile.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900_000);
    });
    expect(screen.getByRole('alertdialog', { name: 'Är du kvar?' })).toBeInTheDocument();
  });
});
