/**
 * A whole-krona amount as a person types it: spaces (thousands separators) and a trailing 'kr'
 * are ignored. Empty is null; anything else that is not digits is 'invalid' (decimals included:
 * prices are whole kronor).
 */
export function parseKronor(text: string): number | null | 'invalid' {
  const compact = text.replace(/\s/g, '').replace(/kr$/i, '');
  if (compact === '') return null;
  if (!/^\d+$/.test(compact)) return 'invalid';
  return Number(compact);
}
