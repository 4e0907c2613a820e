import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const customer: StoreCustomer = {
  id: '4b3f3a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  maskedName: 'Ka*** K***',
  maskedEmail: 'k***@e***.se',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(sessions.store),
    'GET /api/me/balance': () => json({ pointsBalance: 300 }),
    'POST /api/store/customers/lookup': () => json({ customer }),
    ...extra,
  });
}

async function findCustomer(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Personnummer eller e-post'), 'karin@example.se');
  await user.click(screen.getByRole('button', { name: 'Hitta kund' }));
  await screen.findByText('Vald kund');
}

describe('/store-dashboard', { timeout: 20_000 }, () => {
  it('shows every problem at once, without a customer and with an empty form, and sends nothing', async () => {
    const mock = api();
    const { user } = renderApp('/store-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Registrera cykel' }));
    expect(
      await screen.findByText('Välj eller registrera en kund först.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ange ramnumret.')).toBeInTheDocument();
    expect(screen.getByText('Välj cykeltyp.')).toBeInTheDocument();
    expect(screen.getByText('Ange priset i hela kronor.')).toBeInTheDocument();
    expect(screen.getByText('Ange kvittonumret.')).toBeInTheDocument();
    expect(screen.getByLabelText('Personnummer eller e-post')).toHaveFocus();
    expect(mock.mock.calls.some(([url]) => url === '/api/store/registrations')).toBe(false);
  });

  it('finds the customer masked, registers with the purchase in kronor and confirms with the points left', async () => {
    const mock = api({
      'POST /api/store/registrations': () =>
        json(
          {
            bikeId: '5c4d3e2f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
            frameNumber: 'WTU123456',
            customer,
            pointsBalance: 200,
          },
          201,
        ),
    });
    const { user } = renderApp('/store-dashboard');
    await findCustomer(user);
    expect(screen.getByText('Ka*** K***')).toBeInTheDocument();
    expect(screen.getByText('k***@e***.se')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ramnummer'), 'WTU123456');
    await user.selectOptions(screen.getByLabelText('Cykeltyp'), 'elcykel');
    await user.type(screen.getByLabelText('Märke (valfritt)'), 'Crescent');
    await user.type(screen.getByLabelText('Pris i kronor'), '21 995 kr');
    await user.type(screen.getByLabelText('Kvittonummer'), 'KV-1');
    await user.click(screen.getByRole('button', { name: 'Registrera cykel' }));

    const done = await screen.findByRole('heading', { name: 'Cykeln är registrerad' });
    expect(done).toBeInTheDocument();
    expect(screen.getByText('200 p')).toBeInTheDocument();
    expect(bodyOf(mock, '/api/store/registrations')).toMatchObject({
      customerId: customer.id,
      frameNumber: 'WTU123456',
      bikeType: 'elcykel',
      brand: 'Crescent',
      purchase: { price: 21995, receiptNumber: 'KV-1', warrantyEndDate: null, receiptFileId: null },
    });
    await user.click(screen.getByRole('button', { name: 'Registrera en till' }));
    expect(await screen.findByLabelText('Personnummer eller e-post')).toHaveValue('');
  });

  it('asks about a look-alike and resends with the confirmation; too few points links to buying more', async () => {
    let calls = 0;
    const mock = api({
      'POST /api/store/registrations': () => {
        calls += 1;
        return calls === 1
          ? json(
              {
                error: {
                  code: 'FRAME_NUMBER_LOOKALIKE',
                  details: {
                    bikes: [
                      {
                        frameNumber: 'WTU12345G',
                        brand: 'Monark',
                        model: 'Dold',
                        color: null,
                        bikeType: 'herr',
                        stolen: false,
                      },
                    ],
                  },
                },
              },
              409,
            )
          : json({ error: { code: 'INSUFFICIENT_POINTS', details: { required: 100, balance: 40 } } }, 402);
      },
    });
    const { user } = renderApp('/store-dashboard');
    await findCustomer(user);
    await user.type(screen.getByLabelText('Ramnummer'), 'WTU123456');
    await user.selectOptions(screen.getByLabelText('Cykeltyp'), 'herr');
    await user.type(screen.getByLabelText('Pris i kronor'), '5000');
    await user.type(screen.getByLabelText('Kvittonummer'), 'KV-2');
    await user.click(screen.getByRole('button', { name: 'Registrera cykel' }));

    const panel = await screen.findByRole('alert', { name: 'Liknande ramnummer finns redan' });
    expect(within(panel).getByText('WTU12345G')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Det är en annan cykel' }));
    await waitFor(() => expect(calls).toBe(2));
    const second = mock.mock.calls.filter(([url]) => url === '/api/store/registrations')[1]?.[1]?.body;
    expect(typeof second === 'string' ? JSON.parse(second) : null).toMatchObject({
      confirmDifferentBike: true,
    });
    expect(
      await screen.findByText(
        'Butiken har för få poäng. En registrering kostar 100 poäng och saldot är 40 p.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Köp poäng' })).toHaveAttribute('href', '/order');
  });
});
