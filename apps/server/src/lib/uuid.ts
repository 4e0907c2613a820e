const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` has a UUID's form: checked before a value from outside reaches a `uuid` column,
 * where PostgreSQL would refuse the query itself (a 500 instead of a not-found).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
