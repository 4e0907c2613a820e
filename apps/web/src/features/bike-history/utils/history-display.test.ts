import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { bikeHistory } from '@/testing/bike-history';
import {
  acquisitionLabel,
  displayOrganizationNumber,
  historyErrorMessage,
  phoneHref,
  visibleEntries,
} from './history-display';

describe('acquisitionLabel', () => {
  it.each([
    [{ acquisitionType: 'purchase', registrationType: null }, 'purchase'],
    [{ acquisitionType: 'transfer', registrationType: null }, 'transfer'],
    [{ acquisitionType: 'registration', registrationType: 'self' }, 'self_registered'],
    [{ acquisitionType: 'registration', registrationType: 'store' }, 'registered'],
  ] as const)('%o → %s', (entry, label) => {
    expect(acquisitionLabel(entry)).toBe(label);
  });
});

describe('visibleEntries', () => {
  const [first, second] = bikeHistory().entries;
  if (!first || !second) throw new Error('the fixture has two entries');

  it('shows every entry, or only the current owner', () => {
    expect(visibleEntries([first, second], 'all')).toEqual([first, second]);
    expect(visibleEntries([first, second], 'current')).toEqual([second]);
  });

  it('falls back to the latest entry when no one is current, and to nothing for no entries', () => {
    const former = { ...second, isCurrent: false };
    expect(visibleEntries([first, former], 'current')).toEqual([former]);
    expect(visibleEntries([], 'current')).toEqual([]);
  });
});

describe('displayOrganizationNumber', () => {
  it('writes ten digits with the dash and leaves anything else as it is', () => {
    expect(displayOrganizationNumber('5591234560')).toBe('559123-4560');
    expect(displayOrganizationNumber('559123-4560')).toBe('559123-4560');
  });
});

describe('phoneHref', () => {
  it('keeps digits and a leading plus, and gives up without digits', () => {
    expect(phoneHref('08-640 11 22')).toBe('tel:086401122');
    expect(phoneHref('+46 8 640 11 22')).toBe('tel:+4686401122');
    expect(phoneHref('ring butiken')).toBeNull();
  });
});

describe('historyErrorMessage', () => {
  it('words server and client codes, and anything else generically', () => {
    expect(historyErrorMessage(new ApiError('BIKE_NOT_FOUND', 404))).toBe('Cykeln hittades inte.');
    expect(historyErrorMessage(new ApiError('NETWORK_ERROR', 0))).toBe('Nätverksfel');
    expect(historyErrorMessage(new ApiError('SOMETHING_ELSE', 500))).toBe('Ett fel uppstod. Försök igen.');
    expect(historyErrorMessage(new Error('boom'))).toBe('Ett fel uppstod. Försök igen.');
  });
});
