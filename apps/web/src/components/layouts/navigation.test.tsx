import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function linkNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('signed-in navigation', () => {
  it('gives a customer the default bottom menu, the top menu and a Mer sheet', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/me/balance': () => json({ pointsBalance: 250 }),
      'GET /api/me/receipts/pending-count': () => json({ count: 0 }),
    });
    const { user } = renderApp('/');

    const bottom = await screen.findByRole('navigation', { name: 'Meny' });
    expect(linkNames(bottom)).toEqual(['Registrera', 'Sök', 'Beställ', 'Mina kvitton']);
    expect(within(bottom).getByRole('link', { name: 'Registrera' })).toHaveAttribute(
      'href',
      '/bike-registration',
    );
    expect(within(bottom).getByRole('link', { name: 'Mina kvitton' })).toHaveAttribute('href', '/receipts');

    const top = screen.getByRole('navigation', { name: 'Toppmeny' });
    expect(within(top).getByRole('link', { name: 'Inställningar' })).toHaveAttribute('href', '/settings');
    expect(within(top).getByRole('link', { name: 'Meddelanden' })).toHaveAttribute('href', '/messages');

    await user.click(within(bottom).getByRole('button', { name: 'Mer' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mer' });
    expect(within(sheet).getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
    expect(within(sheet).getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Mina cyklar' })).toHaveAttribute('href', '/my-bikes');
    expect(within(sheet).queryByRole('link', { name: 'Registrera' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: /Adminpanel|Analys/ })).not.toBeInTheDocument();
  });

  it('shows a red badge with the pending receipts count, hidden when 0', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/me/receipts/pending-count': () => json({ count: 3 }),
    });
    renderApp('/');
    const bottom = await screen.findByRole('navigation', { name: 'Meny' });
    expect(
      await within(bottom).findByRole('link', { name: 'Mina kvitton 3 kvitton väntar på ditt godkännande' }),
    ).toBeInTheDocument();
    expect(within(bottom).getByText('3')).toBeInTheDocument();
  });

  it('hides the badge when the count cannot be fetched', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionHandler(sessions.customer) });
    renderApp('/');
    const bottom = await screen.findByRole('navigation', { name: 'Meny' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/me/receipts/pending-count')).toBe(true),
    );
    expect(within(bottom).getByRole('link', { name: 'Mina kvitton' })).toBeInTheDocument();
  });

  it('signs out from the Mer sheet: POST sign-out, storage cleared except cookie consent, home', async () => {
    window.localStorage.setItem('cookie-consent', 'all');
    window.localStorage.setItem('ramkoll.cookie-consent', '{"analytics":false}');
    window.localStorage.setItem('ramkoll.lang', 'sv');
    window.localStorage.setItem('draft', 'x');
    window.sessionStorage.setItem('something', 'y');
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderApp('/my-bikes');

    const bottom = await screen.findByRole('navigation', { name: 'Meny' });
    await user.click(within(bottom).getByRole('button', { name: 'Mer' }));
    await user.click(await screen.findByRole('button', { name: 'Logga ut' }));

    expect(
      await screen.findByRole('heading', { name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem('cookie-consent')).toBe('all');
    expect(window.localStorage.getItem('ramkoll.cookie-consent')).toBe('{"analytics":false}');
    expect(window.localStorage.getItem('draft')).toBeNull();
    // Spec section 4: only the cookie-consent entries stay, not the language or the device log.
    expect(window.localStorage.getItem('ramkoll.lang')).toBeNull();
    expect(window.localStorage.getItem('ramkoll.audit-log')).toBeNull();
    expect(window.localStorage.length).toBe(2);
    expect(window.sessionStorage.length).toBe(0);
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();
  });

  it("gives a store the fixed bottom menu, no top bar and no 'Mer'", async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.store) });
    renderApp('/store-dashboard');

    const bottom = await screen.findByRole('navigation', { name: 'Meny' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/store-analytics', '/store-search', '/store-dashboard', '/store-settings']);
    expect(within(bottom).queryByRole('button', { name: 'Mer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Toppmeny' })).not.toBeInTheDocument();
    // No site header: the page's own heading block inside <main> is not the site's banner.
    expect(screen.queryAllByRole('banner').filter((header) => !header.closest('main'))).toEqual([]);
    // A store's area has no way out to the visitor pages.
    expect(screen.queryByRole('navigation', { name: 'Mer om Ramkoll' })).not.toBeInTheDocument();
    // Sign-out stays reachable in the footer.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Logga ut' }),
    ).toBeInTheDocument();
  });

  it('gives an admin only the admin-search item at the bottom and nothing at the top', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.admin) });
    renderApp('/admin-dashboard');

    const bottom = await screen.findByRole('navigation', { name: 'Meny' });
    const links = within(bottom).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Cykelsök');
    expect(links[0]).toHaveAttribute('href', '/admin-bike-search');
    expect(within(bottom).queryByRole('button', { name: 'Mer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it("links a visitor to the product's own pages besides privacy, terms and contact", async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    renderApp('/privacy');
    const about = await screen.findByRole('navigation', { name: 'Mer om Ramkoll' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Därför Ramkoll', '/why-bike-owners'],
      ['Så fungerar det', '/how-to-use'],
      ['Partnerbutiker', '/partners'],
      ['Poäng och dekaler', '/order'],
    ]);
  });
});
