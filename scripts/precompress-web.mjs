#!/usr/bin/env node
// Runs after `vite build` (apps/web's build script): writes a brotli (.br, quality 11) and a gzip
// (.gz, level 9) copy beside every compressible file in apps/web/dist, once per build, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing on every
// request or not at all (docs/decisions/027-web-loading.md). A copy that would not be smaller than
// its original is not written: the server then sends the original.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist'));
const compressible = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite/ holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function precompress(path) {
  const original = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { path, original: original.length, br: 0, gz: 0 };
  for (const [extension, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    const target = path + extension;
    if (bytes.length < original.length) {
      await writeFile(target, bytes);
      written[extension.slice(1)] = bytes.length;
    } else {
      // A copy left over from an earlier build of different content would be served instead.
      await unlink(target).catch(() => undefined);
    }
  }
  return written;
}

const started = Date.now();
const paths = [];
for await (const path of files(distDir)) {
  if (compressible.test(path) && (await stat(path)).size > 0) paths.push(path);
}
// Brotli at quality 11 is CPU-bound: a few files at a time keeps the build machine usable.
const results = [];
const queue = [...paths];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) results.push(await precompress(path));
  }),
);
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${results.length} files in ${relative(process.cwd(), distDir) || '.'} ` +
    `(${kb(total('original'))} → br ${kb(total('br'))}, gzip ${kb(total('gz'))}) in ${Date.now() - started} ms`,
);
