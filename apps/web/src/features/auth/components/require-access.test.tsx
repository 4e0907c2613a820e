import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('route guard', () => {
  it('sends a visitor from /my-bikes to /auth and remembers the origin', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { router } = renderApp('/my-bikes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/my-bikes');
  });

  it('keeps the query string of the origin', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { router } = renderApp('/store-search?q=WTU123');
    await screen.findByRole('heading', { level: 1, name: 'Logga in' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/store-search?q=WTU123');
  });

  it('lets a customer open a customer page', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.customer) });
    renderApp('/my-bikes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mina cyklar' })).toBeInTheDocument();
  });

  it('sends a store user from a customer page to the store dashboard', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.store) });
    const { router } = renderApp('/receipts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrera cykel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store-dashboard');
  });

  it('sends a customer from a store page to /my-bikes', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.customer) });
    const { router } = renderApp('/store-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Mina cyklar' });
    expect(router.state.location.pathname).toBe('/my-bikes');
  });

  it('keeps an admin in the admin area but lets them open /settings', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.admin) });
    const { router } = renderApp('/my-bikes');
    await screen.findByRole('heading', { level: 1, name: 'Adminpanel' });
    expect(router.state.location.pathname).toBe('/admin-dashboard');

    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
  });

  it('shows public pages to everyone', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dina rättigheter' })).toBeInTheDocument();
  });

  it.each(['/privacy', '/partners', '/q/DEMOSTULEN1', '/no-such-page'])(
    'sends an admin from %s (public or unknown) to the admin dashboard',
    async (path) => {
      mockApi({ 'GET /api/auth/session': sessionHandler(sessions.admin) });
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Adminpanel' });
      expect(router.state.location.pathname).toBe('/admin-dashboard');
    },
  );

  it('shows public pages and the not-found page to stores and customers', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.store) });
    const { router } = renderApp('/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Våra partners' })).toBeInTheDocument();
    await router.navigate('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
  });
});
