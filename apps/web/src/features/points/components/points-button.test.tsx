import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, never, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('points item', () => {
  it("shows '...' while the balance loads", async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.customer), 'GET /api/me/balance': never });
    renderApp('/');
    const top = await screen.findByRole('navigation', { name: 'Toppmeny' });
    expect(within(top).getByRole('button', { name: 'Poängsaldo: ...' })).toHaveTextContent('...');
  });

  it("shows the balance as 'N p' and opens the points dialog", async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/me/balance': () => json({ pointsBalance: 1350 }),
    });
    const { user, router } = renderApp('/');
    const top = await screen.findByRole('navigation', { name: 'Toppmeny' });
    const button = await within(top).findByRole('button', { name: /^Poängsaldo: 1\s350 p$/ });
    expect(button).toHaveTextContent(/^1\s350 p$/);

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Dina poäng' });
    expect(within(dialog).getByText(/^Du har 1\s350 poäng\.$/)).toBeInTheDocument();
    const uses = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(uses).toEqual([
      'Registrera en cykel100 p',
      'Beställa QR-koder50 p per kod',
      'Slutföra ett ägarbyte100 p',
    ]);

    await user.click(within(dialog).getByRole('link', { name: 'Köp poäng' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Köp poäng och QR-dekaler' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dialog with Stäng', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/me/balance': () => json({ pointsBalance: 1 }),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Poängsaldo: 1 p' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dina poäng' });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Stäng' });
    await user.click(closeButtons[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps showing '...' and does not crash when the balance endpoint fails", async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/me/balance': () => json({ error: { code: 'INTERNAL' } }, 500),
    });
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Poängsaldo: ...' });
    await user.click(button);
    expect(await screen.findByText('Saldot kan inte visas just nu.')).toBeInTheDocument();
  });
});
