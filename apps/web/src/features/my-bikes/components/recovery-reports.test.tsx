import { screen, within } from '@testing-library/react';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import type { RecoveryConfirmedResponse, RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { describe, expect, it } from 'vitest';
import { expectVisibleText } from '@/testing/find-visible';
import { json, mockApi } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

function report(bikeId: string, id: string, locationFound: string): RecoveryReport {
  return {
    id,
    bikeId,
    locationFound,
    contactInfo: 'hittare@example.se',
    description: null,
    status: 'pending',
    createdAt: '2026-03-01T15:20:00.000Z',
  };
}

/**
 * A stolen bike with two "Found?" reports; confirming recovers it (and answers `reward`, what the
 * finder got), dismissing drops one report.
 */
function serverWith(
  extra: Parameters<typeof mockApi>[0] = {},
  reward: RecoveryConfirmedResponse['reward'] = { points: 100, withheld: null },
) {
  let bike: MyBike = myBike({ bikeName: 'Pendlaren', stolen: true, stolenDate: '2026-02-20' });
  const first = report(bike.id, '5e6f7a8b-9c0d-4e1f-8a2b-000000000001', 'Vid Odenplans tunnelbana');
  const second = report(bike.id, '5e6f7a8b-9c0d-4e1f-8a2b-000000000002', 'Hornstull');
  let reports = [first, second];
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/bikes': () => json({ bikes: [bike] }),
    'GET /api/me/recovery-reports': () => json({ reports }),
    [`POST /api/me/recovery-reports/${first.id}/confirm`]: () => {
      bike = { ...bike, stolen: false, stolenDate: null };
      reports = [];
      return json({ reports, reward });
    },
    [`POST /api/me/recovery-reports/${first.id}/dismiss`]: () => {
      reports = reports.filter((item) => item.id !== first.id);
      return json({ reports });
    },
    ...extra,
  });
  const posts = (answer: string) =>
    mock.mock.calls.filter(([url]) => url === `/api/me/recovery-reports/${first.id}/${answer}`).length;
  return { first, posts };
}

async function firstReport() {
  const view = renderApp('/my-bikes');
  const card = await screen.findByRole('article', { name: 'Pendlaren' });
  const reports = await within(card).findByRole('region', { name: '2 rapporter om att cykeln hittats' });
  const item = within(reports).getByText('Vid Odenplans tunnelbana').closest('li');
  if (!item) throw new Error('no report item');
  return { ...view, card, item };
}

describe('recovery reports on a stolen bike', () => {
  it('confirms the bike is back: recovered, the finder rewarded, the reports gone', async () => {
    const { posts } = serverWith();
    const { user, card, item } = await firstReport();
    await user.click(within(item).getByRole('button', { name: 'Cykeln är tillbaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Har du fått tillbaka Pendlaren?' });
    expect(within(dialog).getByText(/Cykeln markeras som återfunnen/)).toBeVisible();
    expect(within(dialog).getByText(/Upphittaren får 100 poäng som tack/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, cykeln är tillbaka' }));

    await expectVisibleText('Cykeln är återfunnen');
    expect(screen.getByText('Upphittaren har fått 100 poäng som tack.')).toBeVisible();
    expect(posts('confirm')).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).queryByText('STULEN')).not.toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: /rapport/ })).not.toBeInTheDocument();
  });

  it('tells the owner honestly when a rule withheld the reward (decision 095)', async () => {
    serverWith({}, { points: 0, withheld: 'theft_too_recent' });
    const { user, item } = await firstReport();
    await user.click(within(item).getByRole('button', { name: 'Cykeln är tillbaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Har du fått tillbaka Pendlaren?' });
    expect(within(dialog).getByText(/om stölden anmäldes minst 24 timmar före rapporten/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, cykeln är tillbaka' }));

    await expectVisibleText('Cykeln är återfunnen');
    expect(
      screen.getByText(
        'Upphittaren får ingen hittelön: stölden anmäldes mindre än 24 timmar före rapporten. Upphittaren har fått veta varför.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Upphittaren har fått 100 poäng/)).not.toBeInTheDocument();
  });

  it('dismisses one report after a confirmation; the bike stays stolen', async () => {
    const { posts } = serverWith();
    const { user, card, item } = await firstReport();
    const dismiss = within(item).getByRole('button', { name: 'Avfärda' });
    await user.click(dismiss);
    let dialog = await screen.findByRole('dialog', { name: 'Avfärda rapporten?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(dismiss).toHaveFocus();
    expect(posts('dismiss')).toBe(0);

    await user.click(dismiss);
    dialog = await screen.findByRole('dialog', { name: 'Avfärda rapporten?' });
    expect(within(dialog).getByText(/Cykeln är fortfarande anmäld stulen/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Avfärda rapporten' }));
    await expectVisibleText('Rapporten är avfärdad');
    expect(posts('dismiss')).toBe(1);
    expect(
      await within(card).findByRole('region', { name: '1 rapport om att cykeln hittats' }),
    ).toBeVisible();
    expect(within(card).queryByText('Vid Odenplans tunnelbana')).not.toBeInTheDocument();
    expect(within(card).getByText('STULEN')).toBeVisible();
  });

  it('says so when the report was already handled', async () => {
    serverWith({
      'POST /api/me/recovery-reports/5e6f7a8b-9c0d-4e1f-8a2b-000000000001/confirm': () =>
        json({ error: { code: 'RECOVERY_REPORT_NOT_PENDING' } }, 409),
    });
    const { user, item } = await firstReport();
    await user.click(within(item).getByRole('button', { name: 'Cykeln är tillbaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Har du fått tillbaka Pendlaren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, cykeln är tillbaka' }));
    await expectVisibleText('Rapporten är redan hanterad.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
