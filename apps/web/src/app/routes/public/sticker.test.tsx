import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { searchBike } from '@/testing/search-bike';

const bikeForSale = searchBike({ forSale: true, salePrice: 4500 });

function stickerWith(session: keyof typeof sessions) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions[session]),
    'GET /api/stickers/DEMOSALJES1': () => json({ code: 'DEMOSALJES1', bike: bikeForSale, details: false }),
  });
}

describe('/q/:code for a bike for sale', () => {
  it('offers a visitor the log-in the card asks for, with the sticker as the way back', async () => {
    stickerWith('visitor');
    const { user, router } = renderApp('/q/DEMOSALJES1');
    const heading = await screen.findByRole('heading', { name: 'Cykeln är till salu' });
    // On the card itself, beside the text that asks for it (the header's log-in is easy to miss).
    const signIn = within(heading.parentElement ?? document.body).getByRole('link', { name: 'Logga in' });
    expect(signIn).toHaveAttribute('href', '/auth?redirect=%2Fq%2FDEMOSALJES1');
    await user.click(signIn);
    expect(await screen.findByLabelText('E-postadress')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/q/DEMOSALJES1');
  });

  it('shows a signed-in customer no log-in', async () => {
    stickerWith('customer');
    renderApp('/q/DEMOSALJES1');
    const heading = await screen.findByRole('heading', { name: 'Cykeln är till salu' });
    expect(within(heading.parentElement ?? document.body).queryByRole('link')).not.toBeInTheDocument();
  });
});
