import { isErrorCode } from '@ramkoll/shared/errors';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import type { OwnershipEntry } from '@ramkoll/shared/schemas/history';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export type AcquisitionLabel = 'purchase' | 'transfer' | 'self_registered' | 'registered';

/** The acquisition badge (spec section 2): purchased, transferred, self-registered, registered. */
export function acquisitionLabel(
  entry: Pick<OwnershipEntry, 'acquisitionType' | 'registrationType'>,
): AcquisitionLabel {
  switch (entry.acquisitionType) {
    case 'purchase':
      return 'purchase';
    case 'transfer':
      return 'transfer';
    case 'registration':
      return entry.registrationType === 'store' ? 'registered' : 'self_registered';
  }
}

export type OwnerFilter = 'all' | 'current';

/**
 * The entries the toggle shows: all of them, or only the current owner's. A history whose last
 * owner is not the bike's owner any more (nothing marked current) shows its latest entry.
 */
export function visibleEntries(entries: readonly OwnershipEntry[], filter: OwnerFilter): OwnershipEntry[] {
  if (filter === 'all') return [...entries];
  const current = entries.filter((entry) => entry.isCurrent);
  if (current.length > 0) return current;
  const latest = entries.at(-1);
  return latest ? [latest] : [];
}

/** Stored as ten digits; shown the usual way, NNNNNN-NNNN. */
export function displayOrganizationNumber(value: string): string {
  return /^\d{10}$/.test(value) ? formatOrganizationNumber(value) : value;
}

/** A `tel:` link for a phone number as a shop writes it ("08-640 11 22"); null when it has no digits. */
export function phoneHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes = Object.values<string>(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** The coded reason a history could not be fetched, in the current language. */
export function historyErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:generic');
  if (isErrorCode(error.code) || isClientCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('errors:generic');
}
