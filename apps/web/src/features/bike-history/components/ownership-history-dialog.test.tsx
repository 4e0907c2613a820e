import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bikeHistory } from '@/testing/bike-history';
import { json, mockApi, never } from '@/testing/mock-api';
import { OwnershipHistoryDialog } from './ownership-history-dialog';

const bikeId = '3b2f6c1e-8a4d-4e5f-9a0b-000000000001';
const historyPath = `GET /api/bikes/${bikeId}/history`;

function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return { ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>), queryClient };
}

/** Opens the dialog from a button and unmounts it on close, as the search page does. */
function SearchPageStandIn() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Historik
      </button>
      {open ? (
        <OwnershipHistoryDialog bikeId={bikeId} frameNumber="CRE24100000" open onOpenChange={setOpen} />
      ) : null}
    </>
  );
}

describe('OwnershipHistoryDialog', () => {
  it('shows the frame number and a loading state while the history loads', async () => {
    mockApi({ [historyPath]: never });
    renderWithQueries(
      <OwnershipHistoryDialog bikeId={bikeId} frameNumber="CRE24100000" open onOpenChange={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ägarhistorik' });
    expect(dialog).toHaveAccessibleDescription('Ramnummer CRE24100000');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Hämtar ägarhistorik…');
  });

  it('shows the owners once loaded, with the bike name when the owner shows it', async () => {
    mockApi({ [historyPath]: () => json(bikeHistory({ bikeName: 'Pendlaren' })) });
    renderWithQueries(
      <OwnershipHistoryDialog bikeId={bikeId} frameNumber="CRE24100000" open onOpenChange={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ägarhistorik' });
    expect(await within(dialog).findByRole('listitem', { name: 'Er** S*******' })).toBeVisible();
    expect(within(dialog).getByRole('listitem', { name: 'An** A********' })).toBeVisible();
    expect(within(dialog).getByText('2 ägare')).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('Pendlaren · ramnummer CRE24100000');
    // The dialog's title names the history; the card inside adds no second heading.
    expect(within(dialog).queryByRole('heading', { level: 2, name: 'Ägarhistorik' })).toBe(
      within(dialog).getByRole('heading', { name: 'Ägarhistorik' }),
    );
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the coded error and fetches again on retry', async () => {
    let calls = 0;
    mockApi({
      [historyPath]: () => {
        calls += 1;
        return calls === 1 ? json({ error: { code: 'BIKE_NOT_FOUND' } }, 404) : json(bikeHistory());
      },
    });
    const user = userEvent.setup();
    renderWithQueries(
      <OwnershipHistoryDialog bikeId={bikeId} frameNumber="CRE24100000" open onOpenChange={vi.fn()} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ägarhistoriken kunde inte hämtas');
    expect(alert).toHaveTextContent('Cykeln hittades inte.');
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('listitem', { name: 'Er** S*******' })).toBeVisible();
    expect(calls).toBe(2);
  });

  it('fetches nothing while closed', () => {
    const api = mockApi({ [historyPath]: () => json(bikeHistory()) });
    renderWithQueries(
      <OwnershipHistoryDialog
        bikeId={bikeId}
        frameNumber="CRE24100000"
        open={false}
        onOpenChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    mockApi({ [historyPath]: () => json(bikeHistory()) });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithQueries(
      <OwnershipHistoryDialog bikeId={bikeId} frameNumber="CRE24100000" open onOpenChange={onOpenChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('works from the keyboard: opens with Enter, closes with Escape and gives focus back', async () => {
    mockApi({ [historyPath]: () => json(bikeHistory()) });
    const user = userEvent.setup();
    renderWithQueries(<SearchPageStandIn />);
    const opener = screen.getByRole('button', { name: 'Historik' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Ägarhistorik' });
    await within(dialog).findByRole('listitem', { name: 'Er** S*******' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the empty history in English', async () => {
    await changeLanguage('en');
    mockApi({ [historyPath]: () => json(bikeHistory({ ownerCount: 0, entries: [] })) });
    renderWithQueries(
      <OwnershipHistoryDialog bikeId={bikeId} frameNumber="CRE24100000" open onOpenChange={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ownership history' });
    expect(dialog).toHaveAccessibleDescription('Frame number CRE24100000');
    expect(await within(dialog).findByText('No ownership history available for this bike')).toBeVisible();
  });
});
