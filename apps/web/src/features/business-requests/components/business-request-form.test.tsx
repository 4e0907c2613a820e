import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const brf = {
  organizationNumber: '7696123459',
  name: 'BRF Solgläntan',
  address: 'Solgläntan 3',
  postalCode: '217 45',
  city: 'Malmö',
  status: 'aktiv',
};

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions.visitor),
    'GET /api/partners': () => json({ stores: [] }),
    'GET /api/companies/769612-3459': () => json(brf),
    'GET /api/companies/556036-0793': () => json({ error: { code: 'COMPANY_NOT_FOUND' } }, 404),
    ...extra,
  });
}

async function form() {
  const { user } = renderApp('/partners');
  const region = await screen.findByRole('form', { name: 'Företagsförfrågan' });
  return { user, region };
}

async function fillTheRest(user: ReturnType<typeof renderApp>['user'], region: HTMLElement) {
  await user.selectOptions(within(region).getByLabelText('Typ av organisation'), 'housing_cooperative');
  await user.type(within(region).getByLabelText('Kontaktperson'), 'Berit Styrelse');
  await user.type(within(region).getByLabelText('E-post'), 'berit@solglantan.se');
  await user.type(within(region).getByLabelText('Telefon'), '070-123 45 67');
  await user.selectOptions(within(region).getByLabelText('Vad vill ni beställa?'), 'stickers');
  await user.type(within(region).getByLabelText('Antal klistermärken'), '120');
}

// Issue 50 item 11 (decision 095): the companies' form verifies the number as the shops' form does.
describe('the companies’ form on /partners', { timeout: 20_000 }, () => {
  it('verifies the organisation number and takes the company name from the register', async () => {
    const fetchMock = api({
      'POST /api/business-requests': () =>
        json(
          { id: '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11', status: 'new', contactEmail: 'berit@solglantan.se' },
          201,
        ),
    });
    const { user, region } = await form();
    const name = within(region).getByLabelText('Företagsnamn');
    expect(name).toHaveAttribute('readonly');
    await user.type(within(region).getByLabelText('Organisationsnummer'), '769612-3459');
    await user.click(within(region).getByRole('button', { name: 'Verifiera' }));
    expect(await within(region).findByText('Företag verifierat!')).toBeInTheDocument();
    expect(within(region).getByText('BRF Solgläntan, Malmö')).toBeInTheDocument();
    expect(name).toHaveValue('BRF Solgläntan');

    await fillTheRest(user, region);
    await user.click(within(region).getByRole('button', { name: 'Skicka förfrågan' }));
    expect(await screen.findByRole('heading', { name: 'Förfrågan skickad!' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/business-requests')).toMatchObject({
      organizationNumber: '769612-3459',
      companyName: 'BRF Solgläntan',
    });
  });

  it('sends nothing before the company is verified, and says why an unknown number fails', async () => {
    const fetchMock = api();
    const { user, region } = await form();
    const number = within(region).getByLabelText('Organisationsnummer');
    await user.type(number, '769612-3459');
    await fillTheRest(user, region);
    await user.click(within(region).getByRole('button', { name: 'Skicka förfrågan' }));
    expect(await within(region).findByText('Företaget måste verifieras')).toBeInTheDocument();
    expect(number).toHaveFocus();

    await user.clear(number);
    await user.type(number, '556036-0793');
    // Enter in the field verifies rather than sending the form.
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('Företaget hittades inte')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('/api/business-requests'))).toBe(false);
  });

  it('shows the server’s refusal of a name that is not the register’s under the name', async () => {
    api({
      'POST /api/business-requests': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              details: { field: 'companyName', problem: 'company_name_mismatch' },
            },
          },
          400,
        ),
    });
    const { user, region } = await form();
    await user.type(within(region).getByLabelText('Organisationsnummer'), '769612-3459');
    await user.click(within(region).getByRole('button', { name: 'Verifiera' }));
    await within(region).findByText('Företag verifierat!');
    await fillTheRest(user, region);
    await user.click(within(region).getByRole('button', { name: 'Skicka förfrågan' }));
    expect(
      await within(region).findByText(
        'Namnet stämmer inte med företagsregistret för organisationsnumret. Verifiera numret igen.',
      ),
    ).toBeInTheDocument();
  });
});
