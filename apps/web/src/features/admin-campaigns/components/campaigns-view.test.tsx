import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCampaign } from '@ramkoll/shared/schemas/campaigns';
import { json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const campaign: AdminCampaign = {
  id: '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11',
  code: 'VAR2026',
  name: 'Vårkampanj',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  maxRedemptions: 500,
  bonusPoints: 50,
  percentOff: null,
  active: true,
  state: 'running',
  redemptions: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions.admin),
    'GET /api/admin/campaigns': () => json({ campaigns: [campaign] }),
    ...extra,
  });
}

describe('/admin-campaigns', { timeout: 20_000 }, () => {
  it('lists a campaign with its benefit, redemptions so far and state', async () => {
    api();
    renderApp('/admin-campaigns');
    const row = await screen.findByRole('article');
    expect(within(row).getByText('VAR2026')).toBeInTheDocument();
    expect(within(row).getByText('Pågår')).toBeInTheDocument();
    expect(within(row).getByText('50 bonuspoäng · 12 av 500 inlösen')).toBeInTheDocument();
  });

  it('shows every field problem at once before sending, and the server refusing a taken code', async () => {
    const fetchMock = api({
      'POST /api/admin/campaigns': () => json({ error: { code: 'CAMPAIGN_CODE_TAKEN' } }, 409),
    });
    const { user } = renderApp('/admin-campaigns');
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Ny kampanj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny kampanj' });
    await user.type(within(dialog).getByLabelText('Kampanjkod'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(within(dialog).getByText('3–32 tecken, bara A–Z och 0–9.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Fyll i fältet.')).toHaveLength(3);
    expect(within(dialog).getByText('Ange ett heltal.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Kampanjkod'));
    await user.type(within(dialog).getByLabelText('Kampanjkod'), 'VAR2026');
    await user.type(within(dialog).getByLabelText('Namn'), 'Igen');
    await user.type(within(dialog).getByLabelText('Gäller från'), '2026-12-01T10:00');
    await user.type(within(dialog).getByLabelText('Gäller till'), '2026-12-24T10:00');
    await user.type(within(dialog).getByLabelText('Bonuspoäng'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Det finns redan en kampanj med den koden.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
  });
});
