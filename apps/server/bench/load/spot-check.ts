/**
 * Before any load: the answers must be right, or a server that is fast because it finds nothing
 * would pass. Checks a few sampled bikes through each frame-number search, a common word, and the
 * two lists, over HTTP against the same server.
 */
import {
  ZBikeListResponse,
  ZBikeSearchResponse,
  ZForSaleResponse,
  type SearchBike,
} from '@ramkoll/shared/schemas/search';
import type { z } from 'zod';
import { lookAlike, type Sample } from './workload.js';

/** Frame numbers this long have no other bike one edit away in practice, so "close" must find the one meant. */
const CLOSE_CHECK_MIN_LENGTH = 9;
const CHECKS_PER_KIND = 5;

async function get<T extends z.ZodType>(baseUrl: string, cookie: string, path: string, schema: T) {
  const response = await fetch(baseUrl + path, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

const searchPath = (q: string): string => `/api/bikes/search?${new URLSearchParams({ q }).toString()}`;

/** The problems found; empty when every check passed. */
export async function spotCheck({
  baseUrl,
  cookie,
  sample,
}: {
  baseUrl: string;
  cookie: string;
  sample: Sample;
}): Promise<string[]> {
  const problems: string[] = [];
  const has = (bikes: SearchBike[], frame: string, matches: string[]) =>
    bikes.some((bike) => bike.frameNumber === frame && matches.includes(bike.match));

  for (const [index, frame] of sample.frames.slice(0, CHECKS_PER_KIND).entries()) {
    const exact = await get(baseUrl, cookie, searchPath(frame), ZBikeSearchResponse);
    const first = exact.results[0];
    if (first?.frameNumber !== frame || first.match !== 'exact')
      problems.push(
        `exact '${frame}': first result is ${first ? `${first.frameNumber} (${first.match})` : 'none'}`,
      );

    const typed = lookAlike(frame, index);
    const alike = await get(baseUrl, cookie, searchPath(typed), ZBikeSearchResponse);
    if (!has(alike.results, frame, ['exact', 'normalized']))
      problems.push(`look-alike '${typed}' did not find ${frame}`);
  }

  const closeChecks = sample.close
    .filter(({ frame }) => frame.length >= CLOSE_CHECK_MIN_LENGTH)
    .slice(0, CHECKS_PER_KIND);
  if (closeChecks.length === 0) problems.push('no sampled frame number long enough for the close check');
  for (const { query, frame } of closeChecks) {
    const close = await get(baseUrl, cookie, searchPath(query), ZBikeSearchResponse);
    if (!has(close.close, frame, ['close'])) problems.push(`close '${query}' did not list ${frame}`);
  }

  const trek = await get(baseUrl, cookie, searchPath('trek'), ZBikeSearchResponse);
  const mentionsTrek = (bike: SearchBike) =>
    [bike.brand, bike.model, bike.color].some((value) => value?.toLowerCase().includes('trek'));
  if (trek.total === 0 || trek.results.length === 0 || !trek.results.every(mentionsTrek))
    problems.push(`text 'trek': total ${trek.total}, ${trek.results.length} results, not all about Trek`);

  const stolen = await get(baseUrl, cookie, '/api/bikes/stolen', ZBikeListResponse);
  if (stolen.bikes.length === 0 || !stolen.bikes.every((bike) => bike.stolen))
    problems.push(`stolen list: ${stolen.bikes.length} bikes, not all stolen`);

  const forSale = await get(baseUrl, cookie, '/api/bikes/for-sale', ZForSaleResponse);
  if (forSale.bikes.length === 0 || !forSale.bikes.every((bike) => bike.forSale && bike.salePrice !== null))
    problems.push(`for-sale list: ${forSale.bikes.length} bikes, not all for sale with a price`);

  return problems;
}
