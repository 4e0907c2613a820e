import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a JSON answer goes as it is: its headers cost more than compressing would save. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Up to this size compressing in the request's own turn (tenths of a millisecond) beats a hop to the pool. */
const MAX_INLINE_BYTES = 64 * 1024;
/**
 * For answers of a few KB, gzip at level 6 came out as small as brotli at quality 4 and took half
 * the time (3.7 KB of JSON: 1,043 bytes in 32 µs against 1,038 in 71 µs), so gzip goes first and
 * brotli only to a client that refuses gzip. Brotli's top qualities are for files compressed once
 * (the web build's assets, scripts/precompress-web.mjs), not for every answer.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding to send, from an Accept-Encoding header: the first of `preferred` (gzip before
 * brotli unless told otherwise) that is not refused with q=0 (by name or by `*`); null when neither
 * is accepted.
 */
export function chooseEncoding(
  header: string | undefined,
  preferred: readonly AnswerEncoding[] = ['gzip', 'br'],
): AnswerEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    // A q that is not a number makes the entry unusable (quality 0), not quietly 1.
    const q = params.map((param) => /^\s*q\s*=(.*)$/u.exec(param)?.[1]).find((found) => found !== undefined);
    const value = q === undefined ? 1 : Number(q.trim() || Number.NaN);
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return preferred.find(accepted) ?? null;
}

/** `bytes` compressed for an answer: in the request's own turn when small, in zlib's pool when not. */
export async function compress(bytes: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  if (bytes.length <= MAX_INLINE_BYTES) {
    return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
  }
  return encoding === 'br' ? brotliAsync(bytes, BROTLI_OPTIONS) : gzipAsync(bytes, GZIP_OPTIONS);
}

/**
 * The API's JSON answers of 1 KB or more go compressed to a client that accepts it (gzip or
 * brotli, with Vary: Accept-Encoding): a phone on a slow link gets the lists and search results in a
 * quarter of the bytes. Files, the event stream and the web app's assets (precompressed by the
 * build) are not JSON and pass untouched, as does any answer already encoded.
 */
export const compressAnswersPlugin = fp(
  function compressAnswers(app: FastifyInstance, _options: object, done: (error?: Error) => void) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const type = reply.getHeader('Content-Type');
      if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
      // Whether or not this one is compressed, the same URL may be for another client.
      reply.header('Vary', varyWithEncoding(reply.getHeader('Vary')));
      if (reply.hasHeader('Content-Encoding') || reply.statusCode === 204 || reply.statusCode === 304) {
        return payload;
      }
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (bytes.length < MIN_COMPRESSED_BYTES) return payload;
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = await compress(bytes, encoding);
      reply.header('Content-Encoding', encoding).removeHeader('Content-Length');
      return compressed;
    });
    done();
  },
  { name: 'compress-answers' },
);

function varyWithEncoding(current: ReturnType<FastifyReply['getHeader']>): string {
  const existing = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*accept-encoding\s*(,|$)/iu.test(existing)) return existing;
  return existing ? `${existing}, Accept-Encoding` : 'Accept-Encoding';
}
