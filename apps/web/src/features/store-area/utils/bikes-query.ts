import { storeBikeStatuses, type StoreBikesQuery } from '@ramkoll/shared/schemas/store-area';
import { bikeTypes, type BikeType } from '@ramkoll/shared/schemas/bike-type';

/**
 * /store-bikes keeps its filters in the address bar (a link or a reload shows the same list); this
 * reads and writes them, dropping what is empty or not a known value.
 */
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function isBikeType(value: string): value is BikeType {
  return (bikeTypes as readonly string[]).includes(value);
}

export function readBikesQuery(params: URLSearchParams): StoreBikesQuery {
  const status = params.get('status') ?? '';
  const bikeType = params.get('type') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    ...(q ? { q } : {}),
    ...((storeBikeStatuses as readonly string[]).includes(status)
      ? { status: status as StoreBikesQuery['status'] }
      : {}),
    ...(isBikeType(bikeType) ? { bikeType } : {}),
    ...(datePattern.test(from) ? { from } : {}),
    ...(datePattern.test(to) ? { to } : {}),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address bar's form of a query (the type is `type` there); page 1 is left out. */
export function writeBikesQuery(query: StoreBikesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.bikeType) params.set('type', query.bikeType);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The API's query string for the list (with page) or the CSV export (without). */
export function apiBikesSearch(query: StoreBikesQuery, { withPage }: { withPage: boolean }): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.bikeType) params.set('bikeType', query.bikeType);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (withPage) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(query: StoreBikesQuery): boolean {
  return Boolean(query.q || query.status || query.bikeType || query.from || query.to);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
