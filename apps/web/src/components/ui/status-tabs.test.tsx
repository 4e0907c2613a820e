import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StatusTabs } from './status-tabs';

const statuses = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof statuses)[number];
const names: Record<Status, string> = { pending: 'Väntande', approved: 'Godkända', rejected: 'Avslagna' };
const panelText = (status: Status) => `Listan: ${names[status]}`;

function Tabs({
  counts,
  onChange,
}: {
  counts?: Record<Status, number>;
  onChange?: (status: Status) => void;
}) {
  const [status, setStatus] = useState<Status>('pending');
  return (
    <StatusTabs
      idPrefix="things"
      statuses={statuses}
      value={status}
      onChange={(next) => {
        onChange?.(next);
        setStatus(next);
      }}
      label={names.pending.toLowerCase()}
      labelOf={(tab) => names[tab]}
      counts={counts}
    >
      {panelText(status)}
    </StatusTabs>
  );
}

describe('StatusTabs', () => {
  it('is a named tab list whose chosen tab alone is in the tab order and labels the panel', () => {
    render(<Tabs counts={{ pending: 3, approved: 0, rejected: 12 }} />);
    expect(screen.getByRole('tablist', { name: 'väntande' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Väntande3', 'Godkända0', 'Avslagna12']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs.map((tab) => tab.id)).toEqual([
      'things-tab-pending',
      'things-tab-approved',
      'things-tab-rejected',
    ]);
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', 'things-panel');
    const panel = screen.getByRole('tabpanel', { name: /Väntande/ });
    expect(panel).toHaveAttribute('id', 'things-panel');
    expect(panel).toHaveTextContent(panelText('pending'));
  });

  it('shows no count badges until the counts are known', () => {
    render(<Tabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Väntande',
      'Godkända',
      'Avslagna',
    ]);
  });

  it('chooses a status by click, and by the arrow keys with wrap-around and the focus following', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(status: Status) => void>();
    render(<Tabs onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Godkända' }));
    expect(onChange).toHaveBeenLastCalledWith('approved');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(panelText('approved'));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'things-tab-approved');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Avslagna' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Avslagna' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Väntande' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(panelText('pending'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Avslagna' })).toHaveFocus();
    expect(onChange.mock.calls.map(([status]) => status)).toEqual([
      'approved',
      'rejected',
      'pending',
      'rejected',
    ]);

    // Other keys leave the choice alone.
    await user.keyboard('{ArrowDown}{Home}a');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('tab', { name: 'Avslagna' })).toHaveAttribute('aria-selected', 'true');
  });
});
