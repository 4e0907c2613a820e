import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '@/lib/i18n';
import { json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const svCards = [
  'Trygghet mot stöld',
  'En engångsavgift',
  'Verifiering med BankID',
  'QR-dekal ingår',
  'Ägarhistorik',
  'Vårt uppdrag',
];
const enCards = [
  'Protection against theft',
  'A one-time fee',
  'BankID verification',
  'QR sticker included',
  'Ownership history',
  'Our mission',
];

async function heroSection() {
  const heading = await screen.findByRole('heading', { level: 1 });
  const section = heading.closest('section');
  if (!section) throw new Error('The hero heading is not in a section');
  return section;
}

describe('visitor home', () => {
  it('shows the hero with login and register buttons and the six benefit cards in Swedish', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    renderApp('/');

    const hero = await heroSection();
    expect(
      within(hero).getByRole('heading', { name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/auth');
    expect(within(hero).getByRole('link', { name: 'Skapa konto' })).toHaveAttribute('href', '/register');

    const cards = screen.getByRole('region', { name: 'Därför registrerar cykelägare hos Ramkoll' });
    const titles = within(cards)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(svCards);
    expect(document.documentElement.lang).toBe('sv');
  });

  it('switches to English, remembers the choice and updates <html lang>', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { user } = renderApp('/');
    await heroSection();

    await user.click(screen.getAllByRole('button', { name: 'English' })[0]!);

    const hero = await heroSection();
    expect(
      within(hero).getByRole('heading', { name: 'Your bike. Your ownership. Proven.' }),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(within(hero).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    const cards = screen.getByRole('region', { name: 'Why bike owners register with Ramkoll' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(enCards);
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getAllByRole('button', { name: 'English' })[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the visitor header with a login link and the footer links', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    renderApp('/');
    await heroSection();

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/auth');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Användarvillkor' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
    expect(within(footer).queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();
  });

  it('still shows the visitor home when the session call fails', async () => {
    mockApi({});
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
    ).toBeInTheDocument();
  });
});

describe('signed-in home', () => {
  it('greets a customer with the search instead of the marketing page', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.customer),
      'GET /api/bikes/stolen': () => json({ bikes: [], total: 0, page: 1, pageSize: 5 }),
      'GET /api/bikes/for-sale': () => json({ bikes: [] }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sök cykel' })).toBeInTheDocument();
    expect(screen.getByText('Hej Anna!')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Sök på ramnummer/ })).toBeInTheDocument();
    expect(await screen.findByText('Inga cyklar är anmälda stulna just nu.')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
    ).not.toBeInTheDocument();
  });

  it('shows visitors no search', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    renderApp('/');
    await heroSection();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('sends an admin to the admin dashboard', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.admin) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adminpanel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
  });
});
