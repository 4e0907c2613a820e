import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@ramkoll/shared/schemas/audit-log';
import type {
  BusinessRequestDetail,
  BusinessRequestsResponse,
} from '@ramkoll/shared/schemas/business-requests';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const id = '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11';
const adminId = '7f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d12';
const request: BusinessRequestDetail = {
  id,
  status: 'new',
  companyName: 'Brf Solgläntan',
  organizationNumber: '5566778899',
  companyKind: 'housing_cooperative',
  wants: 'both',
  stickerQuantity: 120,
  pointsQuantity: 5000,
  contactPerson: 'Sara Ordförande',
  contactEmail: 'sara@solglantan.se',
  contactPhone: '070-123 45 67',
  message: 'Vi har ett cykelrum.',
  language: 'sv',
  createdAt: '2026-11-25T09:30:00.000Z',
  statusChangedAt: null,
  statusChangedBy: null,
  noteCount: 0,
  notes: [],
};
const list: BusinessRequestsResponse = {
  requests: [request],
  total: 1,
  page: 1,
  pageSize: 10,
  counts: { new: 1, contacted: 0, done: 2, rejected: 0 },
};

const company = {
  organizationNumber: '5566778899',
  name: 'Brf Solgläntan',
  address: 'Solgläntan 3',
  postalCode: '217 45',
  city: 'Malmö',
  status: 'aktiv',
};

describe('business requests and the audit log', { timeout: 20_000 }, () => {
  it('the companies’ form on /partners shows every field’s problem at once, then sends the request', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'GET /api/partners': () => json({ stores: [] }),
      'GET /api/companies/556677-8899': () => json(company),
      'POST /api/business-requests': () =>
        json({ id, status: 'new', contactEmail: 'sara@solglantan.se' }, 201),
    });
    const { user } = renderApp('/partners');
    const form = await screen.findByRole('form', { name: 'Företagsförfrågan' });
    await user.click(within(form).getByRole('button', { name: 'Skicka förfrågan' }));
    expect(within(form).getByText('Ange organisationsnumret.')).toBeInTheDocument();
    // The company name comes from the register (decision 095), so five fields are asked for.
    expect(within(form).getAllByText('Fältet är obligatoriskt')).toHaveLength(5);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/business-requests')).toBe(false);

    await user.type(within(form).getByLabelText('Organisationsnummer'), '556677-8891');
    await user.selectOptions(within(form).getByLabelText('Typ av organisation'), 'housing_cooperative');
    await user.type(within(form).getByLabelText('Kontaktperson'), 'Sara Ordförande');
    await user.type(within(form).getByLabelText('E-post'), 'sara@solglantan.se');
    await user.type(within(form).getByLabelText('Telefon'), '070-123 45 67');
    await user.selectOptions(within(form).getByLabelText('Vad vill ni beställa?'), 'stickers');
    await user.click(within(form).getByRole('button', { name: 'Skicka förfrågan' }));
    expect(within(form).getByText('Ogiltigt organisationsnummer')).toBeInTheDocument();
    expect(within(form).getByText('Ange ett heltal från 1 och uppåt.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Organisationsnummer'));
    await user.type(within(form).getByLabelText('Organisationsnummer'), '556677-8899');
    await user.click(within(form).getByRole('button', { name: 'Verifiera' }));
    expect(await within(form).findByText('Företag verifierat!')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Antal klistermärken'), '120');
    await user.click(within(form).getByRole('button', { name: 'Skicka förfrågan' }));
    expect(await screen.findByRole('heading', { name: 'Förfrågan skickad!' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/business-requests')).toEqual({
      organizationNumber: '556677-8899',
      companyName: 'Brf Solgläntan',
      companyKind: 'housing_cooperative',
      contactPerson: 'Sara Ordförande',
      contactEmail: 'sara@solglantan.se',
      contactPhone: '070-123 45 67',
      wants: 'stickers',
      stickerQuantity: 120,
      pointsQuantity: null,
      message: null,
      language: 'sv',
    });
  });

  it('the companies’ form shows the server’s refusal under the field it names', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'GET /api/partners': () => json({ stores: [] }),
      'GET /api/companies/556677-8899': () => json(company),
      'POST /api/business-requests': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              details: { field: 'contactEmail', problem: 'invalid_email' },
            },
          },
          400,
        ),
    });
    const { user } = renderApp('/partners');
    const form = await screen.findByRole('form', { name: 'Företagsförfrågan' });
    await user.type(within(form).getByLabelText('Organisationsnummer'), '556677-8899');
    await user.click(within(form).getByRole('button', { name: 'Verifiera' }));
    expect(await within(form).findByText('Företag verifierat!')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Typ av organisation'), 'housing_cooperative');
    await user.type(within(form).getByLabelText('Kontaktperson'), 'Sara Ordförande');
    await user.type(within(form).getByLabelText('E-post'), 'sara@solglantan.se');
    await user.type(within(form).getByLabelText('Telefon'), '070-123 45 67');
    await user.selectOptions(within(form).getByLabelText('Vad vill ni beställa?'), 'points');
    await user.type(within(form).getByLabelText('Antal poäng'), '5000');
    await user.click(within(form).getByRole('button', { name: 'Skicka förfrågan' }));
    const email = within(form).getByLabelText('E-post');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ogiltig e-postadress'));
    expect(email).toHaveFocus();
    // Editing the field clears its problem.
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('Ogiltig e-postadress');
  });

  it('/admin-business-requests lists by status with counts and sets contacted with a note', async () => {
    let current: BusinessRequestDetail = request;
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/business-requests': () => json(list),
      [`GET /api/admin/business-requests/${id}`]: () => json(current),
      [`POST /api/admin/business-requests/${id}/status`]: () => {
        current = {
          ...request,
          status: 'contacted',
          noteCount: 1,
          notes: [
            {
              id: adminId,
              body: 'Ringde Sara.',
              statusTo: 'contacted',
              author: { userId: adminId, email: 'admin@ramkoll.se' },
              createdAt: '2026-11-25T10:00:00.000Z',
            },
          ],
        };
        return json(current);
      },
    });
    const { user } = renderApp('/admin-business-requests');
    expect(await screen.findByRole('tab', { name: /Klara\s*2/ })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Brf Solgläntan' });
    expect(within(card).getByText(/Bostadsrättsförening/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Visa detaljer' }));
    expect(await within(card).findByText('Inga anteckningar ännu.')).toBeInTheDocument();
    await user.selectOptions(within(card).getByLabelText('Ny status'), 'contacted');
    await user.type(within(card).getByLabelText('Anteckning (valfritt)'), 'Ringde Sara.');
    await user.click(within(card).getByRole('button', { name: 'Spara status' }));
    expect(await within(card).findByText('Ringde Sara.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `/api/admin/business-requests/${id}/status`)).toEqual({
      status: 'contacted',
      note: 'Ringde Sara.',
    });
    // An empty note is refused before anything is sent.
    await user.click(within(card).getByRole('button', { name: 'Lägg till anteckning' }));
    expect(within(card).getByText('Skriv en anteckning.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/business-requests/${id}/notes`)).toBe(
      false,
    );
  });

  it('the audit log page lists admin actions, filters by action and loads older ones by cursor', async () => {
    const entry = (n: number, action: string) => ({
      id: `e${n}`,
      action,
      actorUserId: adminId,
      actorName: 'Ada Admin',
      actorEmail: 'admin@ramkoll.se',
      targetType: 'business_request',
      targetId: id,
      details: {},
      createdAt: `2026-11-25T1${n}:00:00.000Z`,
    });
    const pages: Record<string, AuditLogResponse> = {
      first: {
        entries: [entry(2, 'admin.business_request_status_changed')],
        nextCursor: 'c1',
        admins: [{ userId: adminId, name: 'Ada Admin', email: 'admin@ramkoll.se' }],
      },
      second: { entries: [entry(1, 'admin.business_request_note_added')], nextCursor: null, admins: [] },
    };
    let auditCalls = 0;
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      // Handlers do not see the query string: the first call is the first page, later ones the older.
      'GET /api/admin/audit-log': () => json(auditCalls++ === 0 ? pages.first : pages.second),
    });
    const { user } = renderApp('/admin-audit-log');
    expect(
      await screen.findByRole('cell', { name: 'Ändrade status på en företagsförfrågan' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa äldre' }));
    expect(
      await screen.findByRole('cell', { name: 'Skrev en anteckning på en företagsförfrågan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Det finns inga äldre åtgärder.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.includes('cursor=c1'))).toBe(
      true,
    );
    await user.selectOptions(screen.getByLabelText('Åtgärd'), 'admin.business_request_note_added');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => typeof url === 'string' && url.includes('action=admin.business_request_note_added'),
        ),
      ).toBe(true),
    );
  });
});
