import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBikeDetail, AdminBikeSearchResponse } from '@ramkoll/shared/schemas/admin-bikes';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const id = '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11';
const ownerId = '7f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d12';
const found: AdminBikeSearchResponse = {
  results: [
    {
      id,
      frameNumber: 'WTU123456',
      bikeName: null,
      brand: 'Crescent',
      model: 'Alvar',
      color: 'Blå',
      bikeType: 'hybrid',
      city: 'Lund',
      stolen: true,
      forSale: false,
      deleted: false,
      ownerName: 'Sara Lindqvist',
      ownerEmail: 'sara@example.se',
      registeredAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  match: 'frame_number',
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 20,
};
const detail: AdminBikeDetail = {
  bike: {
    id,
    frameNumber: 'WTU123456',
    bikeName: null,
    brand: 'Crescent',
    model: 'Alvar',
    color: 'Blå',
    bikeType: 'hybrid',
    description: null,
    batterySerialNumber: null,
    city: 'Lund',
    stickerCodes: ['RKQ12345'],
    hiddenFields: ['model'],
    photoUrl: null,
    stolen: true,
    stolenDate: '2026-11-20',
    stolenLocationDetails: 'Stortorget',
    policeReportNumber: null,
    batteryStolen: false,
    recoveredAt: null,
    forSale: false,
    salePrice: null,
    deletedAt: null,
    registeredAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  owner: {
    id: ownerId,
    fullName: 'Sara Lindqvist',
    email: 'sara@example.se',
    phone: '+46701234567',
    personalNumber: '199001011234',
    identityVerified: true,
  },
  history: {
    bikeId: id,
    frameNumber: 'WTU123456',
    bikeName: null,
    ownerCount: 1,
    entries: [
      {
        ownerName: 'Sa** L********',
        startDate: '2026-11-01T09:00:00.000Z',
        endDate: null,
        isCurrent: true,
        isVerified: true,
        acquisitionType: 'registration',
        registrationType: 'self',
        storeInfo: null,
        purchaseDetails: null,
        receiptPhotoUrl: null,
        receiptVerified: false,
      },
    ],
  },
  ledger: {
    entries: [
      {
        id: '8f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d13',
        amount: -100,
        reason: 'bike_registration',
        balanceAfter: 200,
        reference: null,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    balance: 200,
    total: 1,
    page: 1,
    pageSize: 10,
  },
};

describe('/admin-bike-search', { timeout: 20_000 }, () => {
  it('searches, opens a bike with the owner unmasked, and marks it recovered with a required reason', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/bikes': () => json(found),
      [`GET /api/admin/bikes/${id}`]: () => json(detail),
      [`POST /api/admin/bikes/${id}/recover`]: () => json({ ok: true }),
    });
    const { user } = renderApp('/admin-bike-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cykelsök' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sök cykel'), 'wtu 123456');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('1 cykel hittades (Ramnummer eller klistermärke)')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /WTU123456/ });
    expect(within(row).getByText('sara@example.se')).toBeInTheDocument();
    expect(within(row).getByText('Stulen')).toBeInTheDocument();
    // The list never shows a personnummer.
    expect(screen.queryByText('199001011234')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.includes('q=wtu+123456')),
    ).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Visa cykel WTU123456' }));
    // The admin sees the whole personnummer, written with its dash; the theft date as every date.
    expect(await screen.findByText('19900101-1234')).toBeInTheDocument();
    expect(screen.getByText('Stölddatum').nextElementSibling).toHaveTextContent('20 nov. 2026');
    expect(screen.queryByText('2026-11-20')).not.toBeInTheDocument();
    expect(screen.getByText('+46701234567')).toBeInTheDocument();
    expect(screen.getByText('RKQ12345')).toBeInTheDocument();
    expect(screen.getByText('dold för andra')).toBeInTheDocument();
    expect(screen.getByText('Cykelregistrering')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avsluta försäljning' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Markera som återfunnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markera WTU123456 som återfunnen' });
    await user.click(within(dialog).getByRole('button', { name: 'Markera som återfunnen' }));
    expect(await within(dialog).findByText('Ange en orsak.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Orsak')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.endsWith('/recover'))).toBe(
      false,
    );
    await user.type(within(dialog).getByLabelText('Orsak'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Markera som återfunnen' }));
    expect(await within(dialog).findByText('Orsaken är för kort.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Orsak'), 'c: ägaren ringde');
    await user.click(within(dialog).getByRole('button', { name: 'Markera som återfunnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `/api/admin/bikes/${id}/recover`)).toEqual({ reason: 'abc: ägaren ringde' });
  });

  it('shows a server refusal in the dialog', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/bikes': () => json(found),
      [`GET /api/admin/bikes/${id}`]: () => json(detail),
      [`POST /api/admin/bikes/${id}/recover`]: () => json({ error: { code: 'BIKE_NOT_STOLEN' } }, 409),
    });
    const { user } = renderApp('/admin-bike-search');
    await user.type(await screen.findByLabelText('Sök cykel'), 'WTU123456');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await user.click(await screen.findByRole('button', { name: 'Visa cykel WTU123456' }));
    await user.click(await screen.findByRole('button', { name: 'Markera som återfunnen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Orsak'), 'Ägaren ringde');
    await user.click(within(dialog).getByRole('button', { name: 'Markera som återfunnen' }));
    expect(await within(dialog).findByText('Cykeln är inte anmäld stulen.')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/bikes': () => json({ ...found, results: [], total: 0, match: 'email' }),
    });
    const { user } = renderApp('/admin-bike-search');
    await user.type(await screen.findByLabelText('Sök cykel'), 'nobody@example.se');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('Inga cyklar hittades')).toBeInTheDocument();
  });
});
