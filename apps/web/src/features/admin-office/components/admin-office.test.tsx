import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '@ramkoll/shared/schemas/admin';
import type { AdminPartner } from '@ramkoll/shared/schemas/admin-partners';
import type { PendingIdVerification } from '@ramkoll/shared/schemas/id-verification';
import { formatNumber } from '@/lib/format';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const windows = (today: number, days7: number, days30: number) => ({ today, days7, days30 });
const overview: AdminOverview = {
  attention: {
    pendingStoreRequests: 2,
    newBusinessRequests: 0,
    pendingIdReviews: 3,
    stickerOrdersNotPrinted: 4,
    stolenReportsLast7Days: 5,
    foundReportsWaiting: 1,
  },
  totals: {
    users: windows(1, 7, 30),
    bikes: windows(2, 8, 31),
    thefts: windows(0, 3, 9),
    recoveries: windows(0, 1, 2),
    pointsSold: windows(100, 1300, 4000),
  },
  overall: { users: 120, bikes: 340, stolenBikes: 12 },
  latestActions: [
    {
      id: 'a1',
      action: 'admin.partner_suspended',
      actorUserId: 'u1',
      actorName: 'Ramkoll Admin',
      actorEmail: 'admin@ramkoll.se',
      targetType: 'store',
      targetId: 's1',
      createdAt: '2026-11-25T09:30:00.000Z',
    },
  ],
};

const id = '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11';
const submission: PendingIdVerification = {
  id,
  userId: '7f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d12',
  fullName: 'Sara Lindqvist',
  email: 'sara@example.se',
  personalNumberMasked: '19900101-****',
  submittedAt: '2026-11-25T09:30:00.000Z',
  documentUrl: `/api/files/${id}`,
};

const partner: AdminPartner = {
  id,
  name: 'Cykelhörnan',
  chain: null,
  organizationNumber: '5591234561',
  address: 'Götgatan 58',
  postalCode: '118 26',
  city: 'Stockholm',
  phone: '08-640 11 22',
  contactInfo: null,
  accountEmail: 'butik@ramkoll.se',
  pointsBalance: 300,
  suspendedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  staffCodes: [
    { id: 'c1', label: 'Kassan', active: true, lastUsedAt: null, createdAt: '2026-11-01T09:00:00.000Z' },
  ],
};

describe('admin back office pages', { timeout: 20_000 }, () => {
  it('the dashboard shows the queues with links, the totals per window and the latest actions', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/overview': () => json(overview),
    });
    renderApp('/admin-dashboard');
    const idLink = await screen.findByRole('link', { name: /ID-handlingar att granska/ });
    expect(idLink).toHaveAttribute('href', '/admin-id-reviews');
    expect(idLink).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Dekalbeställningar ej utskrivna/ })).toHaveAttribute(
      'href',
      '/admin-qr-print',
    );
    const points = screen.getByRole('row', { name: /Sålda poäng/ });
    expect(
      within(points)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([100, 1300, 4000].map((n) => formatNumber(n, 'sv')));
    expect(screen.getByRole('link', { name: 'Betalningsflaggor' })).toHaveAttribute(
      'href',
      '/admin-payment-flags',
    );
    expect(screen.getByRole('link', { name: 'Flaggade hittelöner' })).toHaveAttribute(
      'href',
      '/admin-reward-flags',
    );
    const actions = screen.getByRole('region', { name: 'Senaste adminåtgärder' });
    expect(within(actions).getByText('Stängde av butik')).toBeInTheDocument();
    expect(within(actions).getByText('admin@ramkoll.se')).toBeInTheDocument();
  });

  it('ID reviews: a rejection needs a reason before anything is sent', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/id-verifications': () =>
        json({ submissions: [submission], total: 1, page: 1, pageSize: 10 }),
      [`POST /api/admin/id-verifications/${id}/reject`]: () =>
        json({
          id,
          userId: submission.userId,
          status: 'rejected',
          reviewedAt: submission.submittedAt,
          reason: 'x',
        }),
    });
    const { user } = renderApp('/admin-id-reviews');
    expect(await screen.findByRole('img', { name: 'ID-handling från Sara Lindqvist' })).toHaveAttribute(
      'src',
      `/api/files/${id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Avslå' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå handlingen' }));
    expect(await within(dialog).findByText('Skriv en anledning.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/id-verifications/${id}/reject`)).toBe(
      false,
    );
    await user.type(within(dialog).getByLabelText('Anledning'), 'Fotot är suddigt.');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå handlingen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `/api/admin/id-verifications/${id}/reject`)).toEqual({
      reason: 'Fotot är suddigt.',
    });
  });

  it('partners: a points adjustment shows every problem at once and never goes below zero', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/partners': () => json({ partners: [partner], total: 1, page: 1, pageSize: 20 }),
      [`POST /api/admin/partners/${id}/points`]: () => json({ storeId: id, pointsBalance: 200 }),
    });
    const { user } = renderApp('/admin-partners');
    await user.click(await screen.findByRole('button', { name: 'Justera poäng' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Justera' }));
    expect(
      await within(dialog).findByText('Ange ett heltal, till exempel 500 eller -200.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Skriv en anledning.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Poäng/), '-400');
    await user.type(within(dialog).getByLabelText('Anledning'), 'Rättelse');
    await user.click(within(dialog).getByRole('button', { name: 'Justera' }));
    expect(await within(dialog).findByText('Saldot får inte bli negativt.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Poäng/));
    await user.type(within(dialog).getByLabelText(/^Poäng/), '-100');
    await user.click(within(dialog).getByRole('button', { name: 'Justera' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `/api/admin/partners/${id}/points`)).toEqual({
      amount: -100,
      reason: 'Rättelse',
    });
  });
});
