import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { PoliceCallButton } from './police-call-button';

describe('PoliceCallButton', () => {
  it('calls 11414 and points to 112 for a crime in progress', () => {
    render(<PoliceCallButton />);
    expect(screen.getByRole('link', { name: 'Ring polisen 11414' })).toHaveAttribute('href', 'tel:11414');
    expect(screen.getByText(/^Pågående brott\? Ring/)).toHaveTextContent('Pågående brott? Ring 112.');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    render(<PoliceCallButton />);
    expect(screen.getByRole('link', { name: 'Call the police 11414' })).toHaveAttribute('href', 'tel:11414');
    expect(screen.getByText(/^Crime in progress\?/)).toHaveTextContent('Crime in progress? Call 112.');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });
});
