import { screen, within } from '@testing-library/react';
import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { describe, expect, it } from 'vitest';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

function setup(answer?: () => Response) {
  let bike = myBike({ bikeName: 'Pendlaren' });
  const path = `/api/me/bikes/${bike.id}/stolen`;
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/bikes': () => json({ bikes: [bike] }),
    [`POST ${path}`]:
      answer ??
      (() => {
        bike = { ...bike, stolen: true, stolenDate: '2025-08-14', stolenLocationDetails: 'Odenplan' };
        return json({ bike });
      }),
  });
  const posts = () => mock.mock.calls.filter(([url]) => url === path).length;
  return { mock, path, posts };
}

async function openDialog() {
  const view = renderApp('/my-bikes');
  const card = await screen.findByRole('article', { name: 'Pendlaren' });
  await view.user.click(within(card).getByRole('button', { name: 'Anmäl stulen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anmäl Pendlaren stulen' });
  return { ...view, card, dialog };
}

describe('report stolen dialog', () => {
  it("starts at today's date, no later, and tells the police number 11414", async () => {
    setup();
    const { dialog } = await openDialog();
    const date = within(dialog).getByLabelText('Datum för stölden');
    expect(date).toHaveValue(todayIn(new Date()));
    expect(date).toHaveAttribute('max', todayIn(new Date()));
    expect(within(dialog).getByText(/Polisanmäl stölden på telefon 11414/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Ring polisen på 11414' })).toHaveAttribute(
      'href',
      'tel:11414',
    );
  });

  it('refuses a missing place, a future date and a too short place without asking the server', async () => {
    const { posts } = setup();
    const { dialog, user } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Anmäl stöld' });

    await user.click(submit);
    expect(within(dialog).getByText('Ange var cykeln stals.')).toBeVisible();
    expect(within(dialog).getByLabelText('Plats')).toHaveAttribute('aria-invalid', 'true');

    const date = within(dialog).getByLabelText('Datum för stölden');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.type(within(dialog).getByLabelText('Plats'), 'Odenplan');
    await user.click(submit);
    expect(within(dialog).getByText('Datumet kan inte ligga i framtiden.')).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.clear(date);
    await user.type(date, '2025-08-14');
    await user.clear(within(dialog).getByLabelText('Plats'));
    await user.type(within(dialog).getByLabelText('Plats'), 'O');
    await user.click(submit);
    expect(within(dialog).getByText('Platsen måste vara minst 2 tecken.')).toBeVisible();
    expect(posts()).toBe(0);
  });

  it('refuses a theft dated before the day the bike was registered, and the picker starts there', async () => {
    // myBike() is registered on 2025-06-01 (Swedish time).
    const { posts } = setup();
    const { dialog, user } = await openDialog();
    const date = within(dialog).getByLabelText('Datum för stölden');
    expect(date).toHaveAttribute('min', '2025-06-01');
    await user.clear(date);
    await user.type(date, '2025-05-31');
    await user.type(within(dialog).getByLabelText('Plats'), 'Odenplan');
    await user.click(within(dialog).getByRole('button', { name: 'Anmäl stöld' }));
    expect(
      within(dialog).getByText('Datumet kan inte ligga före dagen då cykeln registrerades.'),
    ).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toBe(0);
  });

  it('reports the theft, then the card shows STULEN and offers recovery', async () => {
    const { mock, path } = setup();
    const { dialog, user, card } = await openDialog();
    const date = within(dialog).getByLabelText('Datum för stölden');
    await user.clear(date);
    await user.type(date, '2025-08-14');
    await user.type(within(dialog).getByLabelText('Plats'), '  Odenplan ');
    await user.type(within(dialog).getByLabelText('Polisanmälningsnummer (valfritt)'), 'K123456-25');
    await user.click(within(dialog).getByRole('button', { name: 'Anmäl stöld' }));

    await expectVisibleText('Cykeln är anmäld stulen');
    expect(bodyOf(mock, path)).toEqual({
      stolenDate: '2025-08-14',
      location: 'Odenplan',
      policeReportNumber: 'K123456-25',
    });
    expect(await within(card).findByText('STULEN')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Markera återfunnen' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's field problem beside the field", async () => {
    setup(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            details: { field: 'stolenDate', problem: 'stolen_date_in_future' },
          },
        },
        400,
      ),
    );
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Plats'), 'Odenplan');
    await user.click(within(dialog).getByRole('button', { name: 'Anmäl stöld' }));
    expect(await within(dialog).findByText('Datumet kan inte ligga i framtiden.')).toBeVisible();
    expect(within(dialog).getByLabelText('Datum för stölden')).toHaveAttribute('aria-invalid', 'true');
  });
});
