import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnershipEntry } from '@ramkoll/shared/schemas/history';
import { changeLanguage } from '@/lib/i18n';
import { bikeHistory } from '@/testing/bike-history';
import { OwnershipHistoryCard } from './ownership-history-card';

beforeEach(() => {
  // Only the clock is fixed, so durations of open periods are stable and user events still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-09-01T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function owner(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

const selfRegistered: OwnershipEntry = {
  ownerName: 'Ma*****',
  startDate: '2025-08-20T10:00:00.000Z',
  endDate: null,
  isCurrent: true,
  isVerified: true,
  acquisitionType: 'registration',
  registrationType: 'self',
  storeInfo: null,
  purchaseDetails: null,
  receiptPhotoUrl: null,
  receiptVerified: false,
};

describe('OwnershipHistoryCard', () => {
  it('shows the title, the owner count and each owner with masked name, badges, period and duration', () => {
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    const card = screen.getByRole('region', { name: 'Ägarhistorik' });
    expect(within(card).getByText('2 ägare')).toBeVisible();
    expect(within(card).getByRole('list', { name: 'Ägare i tidsordning' })).toBeVisible();

    const first = owner('An** A********');
    expect(within(first).getByRole('heading', { level: 3, name: 'An** A********' })).toBeVisible();
    expect(within(first).getByText('Verifierad')).toBeVisible();
    expect(within(first).getByText('Registrerad')).toBeVisible();
    expect(within(first).queryByText('Nuvarande ägare')).not.toBeInTheDocument();
    expect(within(first).getByText('1 mars 2024 – 15 sep. 2024')).toBeVisible();
    expect(within(first).getByText('Ägd i 6 månader')).toBeVisible();

    const current = owner('Er** S*******');
    expect(within(current).getByText('Nuvarande ägare')).toBeVisible();
    expect(within(current).getByText('Överlåten')).toBeVisible();
    expect(within(current).queryByText('Verifierad')).not.toBeInTheDocument();
    expect(within(current).getByText('15 sep. 2024 – pågående')).toBeVisible();
    expect(within(current).getByText('Ägd i 11 månader')).toBeVisible();
  });

  it('labels self registrations and purchases, and counts an open period up to today', () => {
    const purchase: OwnershipEntry = {
      ...selfRegistered,
      ownerName: 'Li W*',
      acquisitionType: 'purchase',
      registrationType: null,
      startDate: '2021-05-01T10:00:00.000Z',
      endDate: '2025-08-20T10:00:00.000Z',
      isCurrent: false,
    };
    render(
      <OwnershipHistoryCard history={bikeHistory({ ownerCount: 2, entries: [purchase, selfRegistered] })} />,
    );
    expect(within(owner('Li W*')).getByText('Köpt')).toBeVisible();
    expect(within(owner('Li W*')).getByText('Ägd i 4 år och 3 månader')).toBeVisible();
    expect(within(owner('Ma*****')).getByText('Egenregistrerad')).toBeVisible();
    expect(within(owner('Ma*****')).getByText('Ägd i 12 dagar')).toBeVisible();
  });

  it('folds the store block and opens it from the keyboard, with the store and the purchase', async () => {
    const user = userEvent.setup();
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    const first = owner('An** A********');
    const toggle = within(first).getByRole('button', { name: /Cykelhörnan Södermalm/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByText('STHLM-SOD-01')).not.toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!details) throw new Error('the store block controls nothing');
    const store = within(details);
    expect(store.getByText('Butiks-ID').nextSibling).toHaveTextContent('STHLM-SOD-01');
    expect(store.getByText('Kedja').nextSibling).toHaveTextContent('Cykelhörnan');
    expect(store.getByText('Adress').nextSibling).toHaveTextContent('Götgatan 58, 118 26 Stockholm');
    expect(store.getByRole('link', { name: '08-640 11 22' })).toHaveAttribute('href', 'tel:086401122');
    expect(store.getByText('Organisationsnummer').nextSibling).toHaveTextContent('559123-4560');
    expect(store.getByText('Kontaktuppgifter').nextSibling).toHaveTextContent('butik@cykelhornan.se');
    expect(store.getByRole('heading', { level: 4, name: 'Köpinformation' })).toBeVisible();
    expect(store.getByText('Pris').nextSibling).toHaveTextContent('21 995 kr');
    expect(store.getByText('Kvittonummer').nextSibling).toHaveTextContent('CH-2024-0142');
    expect(store.getByText('Garanti till och med').nextSibling).toHaveTextContent('1 mars 2026');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('shows the purchase of an entry without a store directly', () => {
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    const current = owner('Er** S*******');
    expect(within(current).getByText('Pris').nextSibling).toHaveTextContent('8 500 kr');
    expect(within(current).getByText('Kvittonummer').nextSibling).toHaveTextContent('RK-2024-0001');
    expect(within(current).queryByText('Garanti till och med')).not.toBeInTheDocument();
  });

  it('previews a receipt the viewer may open, at most 75% of the viewport high, and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    const current = owner('Er** S*******');
    expect(within(current).queryByText('Kvitto verifierat')).not.toBeInTheDocument();
    const view = within(current).getByRole('button', { name: 'Visa kvitto' });
    await user.click(view);

    const dialog = screen.getByRole('dialog', { name: 'Kvitto' });
    expect(dialog).toHaveAccessibleDescription('Kvittot för ägarperioden 15 sep. 2024 – pågående.');
    const image = within(dialog).getByRole('img', { name: 'Foto av kvittot' });
    expect(image).toHaveAttribute('src', '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50');
    expect(image).toHaveClass('max-h-[75vh]');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives focus back on the next tick.
    await waitFor(() => expect(view).toHaveFocus());
  });

  it('says when a receipt photo cannot be shown', async () => {
    const user = userEvent.setup();
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    await user.click(within(owner('Er** S*******')).getByRole('button', { name: 'Visa kvitto' }));
    const image = screen.getByRole('img', { name: 'Foto av kvittot' });
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kvittot kunde inte visas. Försök igen senare.',
    );
  });

  it("tells viewers without access only 'Kvitto verifierat', and claims nothing without a receipt", () => {
    render(
      <OwnershipHistoryCard
        history={bikeHistory({
          ownerCount: 2,
          entries: [...bikeHistory().entries.slice(0, 1), selfRegistered],
        })}
      />,
    );
    const first = owner('An** A********');
    expect(within(first).getByText('Kvitto verifierat')).toBeVisible();
    expect(within(first).queryByRole('button', { name: 'Visa kvitto' })).not.toBeInTheDocument();
    expect(within(owner('Ma*****')).queryByText('Kvitto verifierat')).not.toBeInTheDocument();
  });

  it('toggles between all owners and only the current one', async () => {
    const user = userEvent.setup();
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    const group = screen.getByRole('group', { name: 'Visa ägare' });
    const all = within(group).getByRole('button', { name: 'Alla ägare' });
    const current = within(group).getByRole('button', { name: 'Nuvarande ägare' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await user.click(current);
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toHaveLength(
      1,
    );
    expect(owner('Er** S*******')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'An** A********' })).not.toBeInTheDocument();
    // The total stays the bike's owner count.
    expect(screen.getByText('2 ägare')).toBeVisible();

    await user.click(all);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no toggle for a single owner', () => {
    render(<OwnershipHistoryCard history={bikeHistory({ ownerCount: 1, entries: [selfRegistered] })} />);
    expect(screen.getByText('1 ägare')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Visa ägare' })).not.toBeInTheDocument();
  });

  it('shows the empty state in Swedish and English', async () => {
    const { rerender } = render(
      <OwnershipHistoryCard history={bikeHistory({ ownerCount: 0, entries: [] })} />,
    );
    expect(screen.getByText('Ingen ägarhistorik finns för den här cykeln')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await changeLanguage('en');
    rerender(<OwnershipHistoryCard history={bikeHistory({ ownerCount: 0, entries: [] })} />);
    expect(screen.getByText('No ownership history available for this bike')).toBeVisible();
    expect(screen.getByText('0 owners')).toBeVisible();
  });

  it('speaks English with en-US dates when chosen', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    render(<OwnershipHistoryCard history={bikeHistory()} />);
    expect(screen.getByRole('region', { name: 'Ownership history' })).toBeVisible();
    const first = owner('An** A********');
    expect(within(first).getByText('Mar 1, 2024 – Sep 15, 2024')).toBeVisible();
    expect(within(first).getByText('Owned for 6 months')).toBeVisible();
    expect(within(first).getByText('Registered')).toBeVisible();
    expect(within(first).getByText('Receipt verified')).toBeVisible();
    await user.click(within(first).getByRole('button', { name: /Cykelhörnan Södermalm/ }));
    expect(within(first).getByText('Price').nextSibling).toHaveTextContent('21,995 kr');
    expect(within(first).getByText('Warranty until').nextSibling).toHaveTextContent('Mar 1, 2026');

    const current = owner('Er** S*******');
    expect(within(current).getByText('Sep 15, 2024 – present')).toBeVisible();
    expect(within(current).getByText('Current owner')).toBeVisible();
    expect(within(current).getByText('Transferred')).toBeVisible();
    expect(within(current).getByRole('button', { name: 'View receipt' })).toBeVisible();
  });
});
