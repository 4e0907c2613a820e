import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const velo = {
  organizationNumber: '5592345671',
  name: 'Velo Nordic AB',
  address: 'Kungsgatan 12',
  postalCode: '411 19',
  city: 'Göteborg',
  status: 'aktiv',
};

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions.visitor),
    'GET /api/companies/559234-5671': () => json(velo),
    'GET /api/companies/5565678900': () =>
      json({ error: { code: 'COMPANY_INACTIVE', details: { status: 'inaktiv' } } }, 422),
    ...extra,
  });
}

async function form() {
  const { user } = renderApp('/register');
  const region = await screen.findByRole('form', { name: 'Ansök om partnerskap' });
  return { user, region };
}

async function fillContact(user: ReturnType<typeof renderApp>['user'], region: HTMLElement) {
  await user.type(within(region).getByLabelText('Kontaktperson'), 'Karin Cykelsson');
  await user.type(within(region).getByLabelText('Kontakt-e-post'), 'karin@velo.se');
  await user.type(within(region).getByLabelText('Kontakttelefon'), '031-12 34 56');
}

// A walk through the whole form takes longer than the default 5 s on a busy machine.
describe('the /register partnership form', { timeout: 20_000 }, () => {
  it('verifies the organisation number, fills name and address, and resets the verification on edit', async () => {
    api();
    const { user, region } = await form();
    const number = within(region).getByLabelText('Organisationsnummer');
    await user.type(number, '559234-5671');
    await user.click(within(region).getByRole('button', { name: 'Verifiera' }));
    expect(await within(region).findByText('Företag verifierat!')).toBeInTheDocument();
    expect(within(region).getByLabelText('Företagsnamn')).toHaveValue('Velo Nordic AB');
    expect(within(region).getByLabelText('Butikens adress')).toHaveValue('Kungsgatan 12');
    expect(within(region).getByLabelText('Postnummer')).toHaveValue('411 19');
    expect(within(region).getByLabelText('Ort')).toHaveValue('Göteborg');

    await user.type(number, '{Backspace}');
    expect(number).toHaveValue('559234-567');
    expect(within(region).queryByText('Företag verifierat!')).not.toBeInTheDocument();
    await user.clear(within(region).getByLabelText('Organisationsnummer'));
    await user.type(within(region).getByLabelText('Organisationsnummer'), '559234-5671');
    await fillContact(user, region);
    await user.click(within(region).getByRole('button', { name: 'Skicka ansökan' }));
    expect(await within(region).findByText('Företaget måste verifieras')).toBeInTheDocument();
  });

  it('shows the spec texts for a bad format, a bad check digit and an inactive company, without asking for the first two', async () => {
    const fetchMock = api();
    const { user, region } = await form();
    const number = within(region).getByLabelText('Organisationsnummer');
    const verify = within(region).getByRole('button', { name: 'Verifiera' });
    await user.type(number, '55923');
    await user.click(verify);
    expect(await within(region).findByText('Felaktigt format')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '559234-5672');
    await user.click(verify);
    expect(await within(region).findByText('Ogiltigt organisationsnummer')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('/api/companies/'))).toBe(false);
    await user.clear(number);
    await user.type(number, '5565678900');
    await user.click(verify);
    expect(await within(region).findByText('Företaget är inte aktivt')).toBeInTheDocument();
  });

  it('marks every missing field at once and submits nothing', async () => {
    const fetchMock = api();
    const { user, region } = await form();
    await user.clear(within(region).getByLabelText('Antal cyklar'));
    await user.click(within(region).getByRole('button', { name: 'Skicka ansökan' }));
    expect(await within(region).findByText('Ange organisationsnumret.')).toBeInTheDocument();
    expect(within(region).getAllByText('Fältet är obligatoriskt').length).toBeGreaterThanOrEqual(6);
    expect(within(region).getByText('Ange ett heltal från 1 och uppåt.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url) === '/api/partnership-applications')).toBe(false);
  });

  it('sends a verified application in the form language and confirms it', async () => {
    const fetchMock = api({
      'POST /api/partnership-applications': () =>
        json(
          { id: '6f1c7f4e-2a56-4c7e-9a51-2f1f0b7a9d11', status: 'pending', contactEmail: 'karin@velo.se' },
          201,
        ),
    });
    const { user, region } = await form();
    await user.type(within(region).getByLabelText('Organisationsnummer'), '559234-5671');
    await user.click(within(region).getByRole('button', { name: 'Verifiera' }));
    await within(region).findByText('Företag verifierat!');
    await fillContact(user, region);
    await user.click(within(region).getByRole('button', { name: 'Skicka ansökan' }));
    expect(await screen.findByRole('heading', { name: 'Ansökan skickad!' })).toBeInTheDocument();
    expect(screen.getByText(/svarar inom 1–2 arbetsdagar/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/partnership-applications')).toEqual({
      organizationNumber: '559234-5671',
      companyName: 'Velo Nordic AB',
      storeAddress: 'Kungsgatan 12',
      postalCode: '411 19',
      city: 'Göteborg',
      contactPerson: 'Karin Cykelsson',
      contactEmail: 'karin@velo.se',
      contactPhone: '031-12 34 56',
      bikeCount: 10,
      additionalInfo: null,
      language: 'sv',
    });
  });

  it('says the application could not be sent, with the reason', async () => {
    api({
      'POST /api/partnership-applications': () => json({ error: { code: 'STORE_REQUEST_PENDING' } }, 409),
    });
    const { user, region } = await form();
    await user.type(within(region).getByLabelText('Organisationsnummer'), '559234-5671');
    await user.click(within(region).getByRole('button', { name: 'Verifiera' }));
    await within(region).findByText('Företag verifierat!');
    await fillContact(user, region);
    await user.click(within(region).getByRole('button', { name: 'Skicka ansökan' }));
    const alert = await within(region).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Kunde inte skicka ansökan. Försök igen.'));
    expect(alert).toHaveTextContent('Det finns redan en ansökan för det här organisationsnumret');
  });
});
