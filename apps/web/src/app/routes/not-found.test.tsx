import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('404 page', () => {
  it('shows for an unknown path and links home', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    const { user, router } = renderApp('/this-does-not-exist');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Sidan hittades inte · Ramkoll'));

    await user.click(screen.getByRole('link', { name: 'Till startsidan' }));
    expect(
      await screen.findByRole('heading', { name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
