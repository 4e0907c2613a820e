import { screen, within } from '@testing-library/react';
import type { PartnerStore } from '@ramkoll/shared/schemas/public-pages';
import { describe, expect, it } from 'vitest';
import { json, mockApi, never, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function store(overrides: Partial<PartnerStore> & Pick<PartnerStore, 'id' | 'name'>): PartnerStore {
  return {
    chain: null,
    address: 'Götgatan 58',
    postalCode: '118 26',
    city: 'Stockholm',
    phone: '08-640 11 22',
    ...overrides,
  };
}

const stores: PartnerStore[] = [
  store({ id: '0b9e4c1d-2a3f-4b5c-8d6e-7f8091a2b3c1', name: 'Cykelhörnan Södermalm', chain: 'Cykelhörnan' }),
  store({ id: '0b9e4c1d-2a3f-4b5c-8d6e-7f8091a2b3c2', name: 'Velo Nordic', address: null, phone: null }),
  store({
    id: '0b9e4c1d-2a3f-4b5c-8d6e-7f8091a2b3c3',
    name: 'Malmö Elcykel',
    city: 'Malmö',
    address: 'Södra Förstadsgatan 40',
    postalCode: '211 43',
    phone: '040-12 34 56',
  }),
  store({ id: '0b9e4c1d-2a3f-4b5c-8d6e-7f8091a2b3c4', name: 'Cykel utan ort', city: null, postalCode: null }),
];

function setup(partners: () => Response | Promise<Response>) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions.visitor),
    'GET /api/partners': partners,
  });
}

async function listRegion() {
  return screen.findByRole('region', { name: /Certifierade partnerbutiker/ });
}

describe('partner list', () => {
  it('shows a spinner while the stores load', async () => {
    setup(never);
    renderApp('/partners');
    const region = await listRegion();
    expect(within(region).getByRole('status')).toHaveTextContent('Hämtar partnerbutiker…');
    expect(region).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the stores by city with address, chain and a call link, and the count', async () => {
    setup(() => json({ stores }));
    renderApp('/partners');
    expect(await screen.findByRole('heading', { level: 4, name: 'Cykelhörnan Södermalm' })).toBeVisible();
    const region = await listRegion();
    expect(within(region).getByText('4 butiker')).toBeVisible();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Stockholm', 'Malmö', 'Övriga orter']);

    const stockholm = within(region).getByRole('region', { name: 'Stockholm' });
    expect(
      within(stockholm)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Cykelhörnan Södermalm', 'Velo Nordic']);
    expect(within(stockholm).getByText('Del av Cykelhörnan')).toBeVisible();
    expect(within(stockholm).getByText('Götgatan 58, 118 26 Stockholm')).toBeVisible();
    expect(within(stockholm).getByText('118 26 Stockholm')).toBeVisible();
    expect(
      within(stockholm).getByRole('link', { name: 'Ring Cykelhörnan Södermalm på 08-640 11 22' }),
    ).toHaveAttribute('href', 'tel:086401122');
    expect(within(region).getByRole('region', { name: 'Övriga orter' })).toHaveTextContent('Cykel utan ort');
  });

  it('says so when there are no partner stores yet, and still invites shops to apply', async () => {
    setup(() => json({ stores: [] }));
    renderApp('/partners');
    const region = await listRegion();
    expect(await within(region).findByRole('heading', { name: 'Inga partnerbutiker än' })).toBeVisible();
    expect(within(region).queryByText(/^\d+ butik/)).not.toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'Driver du en cykelbutik?' });
    expect(within(apply).getByRole('link', { name: 'Ansök om partnerskap' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(apply).getByText('Vi svarar på ansökningar inom 1–2 arbetsdagar.')).toBeVisible();
  });

  it('explains a failure and fetches again on request', async () => {
    let answer = () => json({ error: { code: 'SERVICE_UNAVAILABLE' } }, 503);
    setup(() => answer());
    const { user } = renderApp('/partners');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Partnerbutikerna kunde inte hämtas')).toBeVisible();
    expect(
      within(alert).getByText('Tjänsten är inte tillgänglig just nu. Försök igen om en stund.'),
    ).toBeVisible();

    answer = () => json({ stores: stores.slice(0, 1) });
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Cykelhörnan Södermalm' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1 butik')).toBeVisible();
  });

  it('speaks English after the language switch', async () => {
    setup(() => json({ stores }));
    const { user } = renderApp('/partners');
    await screen.findByRole('heading', { level: 4, name: 'Cykelhörnan Södermalm' });
    await user.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our partners' })).toBeVisible();
    expect(screen.getByText('4 stores')).toBeVisible();
    expect(screen.getByText('Other places')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply to become a partner' })).toBeVisible();
  });
});
