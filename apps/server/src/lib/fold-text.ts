/**
 * Case-folding for text search on brand, model, colour and city. lower() follows the database
 * locale (C in PGlite: ASCII only), so the Swedish and other common Nordic capitals are
 * translated first; the trigram indexes are built on exactly this expression, and foldText does
 * the same to the search input.
 */
const upperExtra = 'ÅÄÖÆØÉÈÜ';
const lowerExtra = 'åäöæøéèü';

export function foldSql(column: string): string {
  return `lower(translate(${column}, '${upperExtra}', '${lowerExtra}'))`;
}

export function foldText(value: string): string {
  return value.toLowerCase();
}

/** A LIKE pattern matching `value` anywhere, with LIKE's own characters escaped. */
export function containsPattern(foldedValue: string): string {
  return `%${escapeLike(foldedValue)}%`;
}

/** `value` with LIKE's own characters escaped: a pattern matching exactly `value`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
