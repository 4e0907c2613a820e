import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreRequest } from '@ramkoll/shared/schemas/store-requests';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const id = '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11';
const request: StoreRequest = {
  id,
  status: 'pending',
  companyName: 'Velo Nordic AB',
  organizationNumber: '5592345671',
  storeAddress: 'Kungsgatan 12',
  postalCode: '411 19',
  city: 'Göteborg',
  contactPerson: 'Karin Cykelsson',
  contactEmail: 'karin@velo.se',
  contactPhone: '031-12 34 56',
  additionalInfo: 'Verkstad finns.',
  bikeCount: 20,
  language: 'sv',
  createdAt: '2026-11-25T09:30:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
  store: null,
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions.admin),
    'GET /api/admin/store-requests': () =>
      json({
        requests: [request],
        total: 1,
        page: 1,
        pageSize: 10,
        counts: { pending: 1, approved: 3, rejected: 0 },
      }),
    ...extra,
  });
}

describe('/admin-store-requests', { timeout: 20_000 }, () => {
  it('lists a pending application with its details and counts per status', async () => {
    api();
    renderApp('/admin-store-requests');
    const card = await screen.findByRole('article', { name: 'Velo Nordic AB' });
    expect(within(card).getByText('559234-5671 · Göteborg · 20 cyklar (2000 poäng)')).toBeInTheDocument();
    expect(within(card).getByText('Kungsgatan 12, 411 19 Göteborg')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'karin@velo.se' })).toHaveAttribute(
      'href',
      'mailto:karin@velo.se',
    );
    expect(within(card).getByText('Verkstad finns.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Godkända/ })).toHaveTextContent('3');
  });

  it('pages through a status, and another tab starts again at its first page', async () => {
    const fetchMock = api({
      'GET /api/admin/store-requests': () =>
        json({
          requests: [request],
          total: 25,
          page: 1,
          pageSize: 10,
          counts: { pending: 25, approved: 3, rejected: 0 },
        }),
    });
    const asked = (status: string, page: number) =>
      fetchMock.mock.calls.some(
        ([url]) => url === `/api/admin/store-requests?status=${status}&page=${page}&pageSize=10`,
      );
    const { user } = renderApp('/admin-store-requests');
    const pager = await screen.findByRole('navigation', { name: 'Sidor' });
    expect(within(pager).getByText('Sida 1 av 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Nästa' }));
    expect(await within(pager).findByText('Sida 2 av 3')).toBeInTheDocument();
    await waitFor(() => expect(asked('pending', 2)).toBe(true));
    await user.click(screen.getByRole('tab', { name: /Godkända/ }));
    expect(await screen.findByText('Sida 1 av 3')).toBeInTheDocument();
    await waitFor(() => expect(asked('approved', 1)).toBe(true));
    expect(asked('approved', 2)).toBe(false);
  });

  it('approves with the adjusted store name, chain and location id', async () => {
    const fetchMock = api({
      [`POST /api/admin/store-requests/${id}/approve`]: () =>
        json({
          id,
          status: 'approved',
          reviewedAt: '2026-11-25T10:00:00.000Z',
          storeId: id,
          pointsCredited: 2000,
        }),
    });
    const { user } = renderApp('/admin-store-requests');
    const card = await screen.findByRole('article', { name: 'Velo Nordic AB' });
    await user.click(within(card).getByRole('button', { name: 'Godkänn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn Velo Nordic AB' });
    expect(within(dialog).getByText(/får 2000 poäng/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Butikens namn'));
    await user.type(within(dialog).getByLabelText('Butikens namn'), 'Velo Göteborg');
    await user.type(within(dialog).getByLabelText('Kedja (valfritt)'), 'Velo');
    await user.type(within(dialog).getByLabelText('Butiks-id (valfritt)'), 'två ord');
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn och skapa butik' }));
    expect(await within(dialog).findByText(/Använd bara bokstäver/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Butiks-id (valfritt)'));
    await user.type(within(dialog).getByLabelText('Butiks-id (valfritt)'), 'GBG-01');
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn och skapa butik' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `/api/admin/store-requests/${id}/approve`)).toEqual({
      name: 'Velo Göteborg',
      chain: 'Velo',
      locationId: 'GBG-01',
    });
  });

  it('needs a reason to reject, and shows a refusal from the server', async () => {
    const fetchMock = api({
      [`POST /api/admin/store-requests/${id}/reject`]: () =>
        json({ error: { code: 'STORE_REQUEST_NOT_PENDING' } }, 409),
    });
    const { user } = renderApp('/admin-store-requests');
    const card = await screen.findByRole('article', { name: 'Velo Nordic AB' });
    await user.click(within(card).getByRole('button', { name: 'Avslå' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslå Velo Nordic AB' });
    await user.click(within(dialog).getByRole('button', { name: 'Avslå ansökan' }));
    expect(await within(dialog).findByText('Ange en anledning.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/store-requests/${id}/reject`)).toBe(
      false,
    );
    await user.type(within(dialog).getByLabelText('Anledning'), 'Ingen verkstad i butiken.');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå ansökan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ansökan är redan behandlad.');
  });
});
