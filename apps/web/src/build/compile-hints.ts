import type { Plugin } from 'vite';

/** V8's file-wide compile hint (Chrome 136 and later; other engines read it as a comment). */
export const compileHint = '//# allFunctionsCalledOnLoad';

interface HintableChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
}

interface HintableAsset {
  type: 'asset';
  source: string | Uint8Array;
}

type HintableBundle = Record<string, HintableChunk | HintableAsset>;

/**
 * The chunks that run as the first page starts: every entry chunk and what it imports statically
 * (the browser evaluates that whole graph before the app can start), and the named chunks the
 * first pages load at once besides.
 */
export function startUpChunkFiles(bundle: HintableBundle, named: ReadonlySet<string>): Set<string> {
  const outputs = Object.values(bundle);
  const files = new Set<string>();
  const graph = outputs.flatMap((output) =>
    output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
  );
  for (let file = graph.pop(); file !== undefined; file = graph.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') graph.push(...chunk.imports);
  }
  // A named chunk's own static imports are not followed: lazy pages may share them.
  for (const output of outputs) {
    if (output.type === 'chunk' && named.has(output.name)) files.add(output.fileName);
  }
  return files;
}

/** Prepends the hint to one chunk and moves its source map (if any) down the one line it adds. */
function hint(bundle: HintableBundle, chunk: HintableChunk): void {
  if (chunk.code.startsWith(compileHint)) return;
  chunk.code = `${compileHint}\n${chunk.code}`;
  const map = bundle[`${chunk.fileName}.map`];
  if (map?.type === 'asset' && typeof map.source === 'string') {
    const parsed = JSON.parse(map.source) as { mappings: string };
    map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
  }
}

/**
 * Marks the start-up chunks with V8's compile hint (docs/decisions/073-compile-hints.md), so
 * Chromium compiles all their functions while it streams them in, on a background thread, instead
 * of each on the main thread the first time it is called. Runs last, once a chunk's code is final:
 * Vite writes its preload map at the top of a chunk late in the build, and the hint must be the
 * chunk's first line.
 */
export function compileHints(named: ReadonlySet<string>): Plugin {
  return {
    name: 'ramkoll:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hintable = bundle as unknown as HintableBundle;
        for (const file of startUpChunkFiles(hintable, named)) {
          const chunk = hintable[file];
          if (chunk?.type === 'chunk') hint(hintable, chunk);
        }
      },
    },
  };
}
