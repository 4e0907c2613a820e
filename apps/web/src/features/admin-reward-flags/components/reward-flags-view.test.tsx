import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RewardFlag } from '@ramkoll/shared/schemas/recovery';
import { formatDateTime } from '@/lib/format';
import { json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const farmed: RewardFlag = {
  owner: {
    userId: '1c6a2f0e-3d4b-4c5a-8e9f-0a1b2c3d4e5f',
    fullName: 'Olle Farmare',
    email: 'olle@example.se',
  },
  finder: { userId: '2c6a2f0e-3d4b-4c5a-8e9f-0a1b2c3d4e5f', fullName: null, email: 'fia@example.se' },
  signals: ['repeat_pair', 'shared_network'],
  recoveries: 20,
  rewardsPaid: 1,
  pointsPaid: 100,
  rewardsWithheld: 19,
  bikes: 1,
  finderRewards: 1,
  ownerRewards: 1,
  lastConfirmedAt: '2031-03-02T09:15:00.000Z',
};

/** A description list's value by its term, spaces of Swedish numbers as plain spaces. */
function fact(card: HTMLElement, term: string): string | undefined {
  return within(card)
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

describe('/admin-reward-flags', { timeout: 20_000 }, () => {
  it('lists each flagged pair with its signals, the two accounts and the figures', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/reward-flags': () => json({ flags: [farmed] }),
    });
    renderApp('/admin-reward-flags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flaggade hittelöner' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Flaggade par av ägare och upphittare' });
    const [card] = within(list).getAllByRole('article');
    expect(card).toHaveAccessibleName('Olle Farmare bekräftade Inget namn');
    const signals = within(card!).getByRole('list', { name: 'Signaler' });
    expect(within(signals).getByText('Samma ägare och upphittare 20 gånger')).toBeInTheDocument();
    expect(within(signals).getByText('Samma nätverk')).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'fia@example.se' })).toHaveAttribute(
      'href',
      'mailto:fia@example.se',
    );
    expect(fact(card!, 'Bekräftade återfynd')).toBe('20');
    expect(fact(card!, 'Betalda hittelöner')).toBe('1 (100 poäng)');
    expect(fact(card!, 'Hittelöner som inte betalades')).toBe('19');
    expect(fact(card!, 'Senast bekräftad')).toBe(formatDateTime(farmed.lastConfirmedAt, 'sv'));
    expect(screen.getByText('1 flaggat par')).toBeInTheDocument();
  });

  it('says so when nothing is flagged', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/reward-flags': () => json({ flags: [] }),
    });
    renderApp('/admin-reward-flags');
    expect(await screen.findByRole('heading', { name: 'Inget flaggat' })).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Flaggade par av ägare och upphittare' }),
    ).not.toBeInTheDocument();
  });
});
