import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { json, mockApi, never } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

const signedIn = ownerHandlers;

describe('/my-bikes list', () => {
  it('shows a loading skeleton while the bikes load', async () => {
    mockApi({ ...signedIn, 'GET /api/me/bikes': never });
    renderApp('/my-bikes');
    expect(await screen.findByText('Laddar dina cyklar…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mina cyklar' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('explains the 100-point registration and links to it when there are no bikes', async () => {
    mockApi({ ...signedIn, 'GET /api/me/bikes': () => json({ bikes: [] }) });
    const { user, router } = renderApp('/my-bikes');
    expect(await screen.findByRole('heading', { name: 'Du har inga registrerade cyklar än' })).toBeVisible();
    expect(
      screen.getByText('Registreringen kostar 100 poäng, en gång för så länge du äger cykeln.'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Registrera en cykel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bike-registration'));
  });

  it('shows the coded error and fetches again on retry', async () => {
    let calls = 0;
    mockApi({
      ...signedIn,
      'GET /api/me/bikes': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'SERVICE_UNAVAILABLE' } }, 503)
          : json({ bikes: [myBike({ bikeName: 'Pendlaren' })] });
      },
    });
    const { user, queryClient } = renderApp('/my-bikes');
    // The app retries 5xx answers; the test client does not, so the first failure shows at once.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dina cyklar kunde inte hämtas')).toBeVisible();
    expect(
      within(alert).getByText('Tjänsten är inte tillgänglig just nu. Försök igen om en stund.'),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('article', { name: 'Pendlaren' })).toBeVisible();
    expect(calls).toBe(2);
    expect(queryClient.getQueryData(['my-bikes', 'list'])).toHaveLength(1);
  });

  it('shows each bike with photo, details and its flags', async () => {
    mockApi({
      ...signedIn,
      'GET /api/me/bikes': () =>
        json({
          bikes: [
            myBike({
              bikeName: 'Elda pendlaren',
              brand: 'Crescent',
              model: 'Elda',
              bikeType: 'elcykel',
              frameNumber: 'CRE24100000',
              batterySerialNumber: 'BAT4000000',
              photoUrl: '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50',
              stolen: true,
              stolenDate: '2025-08-14',
              stolenLocationDetails: 'Cykelställ vid Centralstationen, Stockholm',
              policeReportNumber: 'K100000-26',
              batteryStolen: true,
              registeredByStoreName: 'Cykelhuset Södermalm',
            }),
            myBike({ brand: 'Monark', model: 'Karin', bikeType: 'dam', forSale: true }),
          ],
        }),
    });
    renderApp('/my-bikes');
    const stolen = await screen.findByRole('article', { name: 'Elda pendlaren' });
    expect(screen.getByText('2 cyklar')).toBeVisible();

    const photo = within(stolen).getByRole('img', { name: 'Foto av Elda pendlaren' });
    expect(photo).toHaveAttribute('src', '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50');
    expect(photo).toHaveAttribute('loading', 'lazy');
    // Scaled copies for the card's 96 or 128 pixels, not the whole phone photo.
    const file = '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50';
    expect(photo).toHaveAttribute(
      'srcset',
      `${file}?width=160 160w, ${file}?width=320 320w, ${file}?width=640 640w`,
    );
    expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 128px, 96px');
    expect(within(stolen).getByText('Crescent Elda')).toBeVisible();
    expect(within(stolen).getByText('CRE24100000')).toBeVisible();
    expect(within(stolen).getByText('Elcykel')).toBeVisible();
    expect(within(stolen).getByText('STULEN')).toBeVisible();
    expect(within(stolen).getByText('BATTERI STULET')).toBeVisible();
    expect(within(stolen).queryByText('TILL SALU')).not.toBeInTheDocument();
    expect(within(stolen).getByText('Stulen 14 aug. 2025')).toBeVisible();
    expect(within(stolen).getByText('Plats: Cykelställ vid Centralstationen, Stockholm')).toBeVisible();
    expect(within(stolen).getByText('Polisanmälan: K100000-26')).toBeVisible();
    expect(within(stolen).getByText('Registrerad av butiken Cykelhuset Södermalm')).toBeVisible();
    const stolenActions = within(stolen).getByRole('group', { name: 'Åtgärder för Elda pendlaren' });
    expect(within(stolenActions).getByRole('button', { name: 'Markera återfunnen' })).toBeVisible();
    expect(within(stolenActions).queryByRole('button', { name: 'Anmäl stulen' })).not.toBeInTheDocument();
    expect(within(stolenActions).getByRole('button', { name: 'Batteriet är tillbaka' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const forSale = screen.getByRole('article', { name: 'Monark Karin' });
    expect(within(forSale).getByText('TILL SALU')).toBeVisible();
    expect(within(forSale).queryByText('STULEN')).not.toBeInTheDocument();
    expect(within(forSale).getByText('Inget foto')).toBeVisible();
    expect(within(forSale).queryByRole('img')).not.toBeInTheDocument();
    expect(within(forSale).getByRole('button', { name: 'Anmäl stulen' })).toBeVisible();
    // No battery, no battery action.
    expect(within(forSale).queryByRole('button', { name: /batteri/i })).not.toBeInTheDocument();
  });

  it('speaks English when chosen, badges and dates included', async () => {
    await changeLanguage('en');
    mockApi({
      ...signedIn,
      'GET /api/me/bikes': () =>
        json({
          bikes: [myBike({ bikeName: 'Commuter', stolen: true, stolenDate: '2025-08-14', forSale: false })],
        }),
    });
    renderApp('/my-bikes');
    const card = await screen.findByRole('article', { name: 'Commuter' });
    expect(screen.getByRole('heading', { level: 1, name: 'My bikes' })).toBeVisible();
    expect(within(card).getByText('STOLEN')).toBeVisible();
    expect(within(card).getByText('Stolen Aug 14, 2025')).toBeVisible();
    expect(within(card).getByText("Men's bike")).toBeVisible();
    // Stored as 'Svart' (one of our colours): read in the reader's language.
    expect(within(card).getByText('Black')).toBeVisible();
  });
});
