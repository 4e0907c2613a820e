import { hash } from 'node:crypto';

/**
 * The hashes the GIN index bikes_frame_variants_idx holds for a normalised frame number: the
 * number itself and each of its one-character deletions, as the SQL function
 * frame_variant_hashes computes them (the first 32 bits of the MD5 of each variant, signed).
 * Two frame numbers one edit apart, or two with a swapped or shifted character, share one
 * (docs/decisions/028-search-at-scale.md). Computed here so the query carries plain numbers and
 * the planner does not run the function for every search.
 */
export function frameVariantHashes(normalized: string): number[] {
  const chars = [...normalized];
  const variants = [normalized, ...chars.map((_char, index) => chars.toSpliced(index, 1).join(''))];
  return [...new Set(variants.map(hashVariant))];
}

/** The first 32 bits of the variant's MD5 as a signed integer; one call, no Hash object per variant. */
function hashVariant(variant: string): number {
  return hash('md5', variant, 'buffer').readInt32BE(0);
}
