#!/usr/bin/env node
// The visitor home's JavaScript budget (docs/decisions/027-web-loading.md), checked by `npm test`
// after the build, in gzip (level 9) bytes:
//  - initial: what dist/index.html loads (the entry script and its modulepreloads) and every chunk
//    those import statically, followed through Vite's build manifest: at most 150 KB;
//  - first paint: that plus the lazy pieces the home waits for before the app renders it (its route
//    module, the visitor's home and the Swedish shell texts, each with their static imports): at most 160 KB. Since
//    decision 063 the visitor home paints from prerendered HTML before any of it runs; this is what
//    it takes until the app has taken the page over and it answers clicks;
//  - the stylesheet: at most 15 KB;
//  - every initial chunk starts with V8's compile hint (decision 073).
// Fails with the list of chunks, largest first, when one is over.
//
//   node scripts/check-web-budget.mjs [distDir] [--budget-kb 150] [--first-paint-kb 160] [--css-kb 15]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'budget-kb': { type: 'string', default: '150' },
    'first-paint-kb': { type: 'string', default: '160' },
    'css-kb': { type: 'string', default: '15' },
  },
});
const distDir = resolve(positionals[0] ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist'));
const budget = Number(values['budget-kb']) * 1024;
const firstPaintBudget = Number(values['first-paint-kb']) * 1024;
const cssBudget = Number(values['css-kb']) * 1024;

/** The lazy modules the visitor home needs before it paints, by source path. */
const homeLazyModules = [
  'src/app/routes/public/home.tsx',
  'src/features/marketing/components/visitor-home.tsx',
  'src/lib/catalogues/sv-shell.ts',
];

const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));

// What index.html itself loads: the entry script, the modulepreloads and the stylesheets.
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
  (match) => match[1],
);

const scripts = new Map();
const styles = new Set();

function visit(key, reason) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
  for (const css of chunk.css ?? []) styles.add(css);
  if (scripts.has(chunk.file)) return;
  scripts.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) visit(imported, reason);
}

for (const file of htmlFiles) {
  if (file.endsWith('.css')) {
    styles.add(file);
    continue;
  }
  const chunk = byFile.get(file);
  if (!chunk) throw new Error(`index.html loads ${file}, which the build manifest does not know`);
  visit(chunk.key, 'index.html');
}
for (const key of homeLazyModules) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.src === key)?.[0];
  if (!entry) throw new Error(`the build manifest has no chunk for ${key}; update homeLazyModules`);
  visit(entry, key.replace(/^src\//, ''));
}

function gzipSize(file) {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
// Each script read once: its gzip size, and (below) whether an initial one starts with the hint.
const rows = [...scripts].map(([file, reason]) => {
  const code = readFileSync(join(distDir, file));
  return { file, reason, code, size: gzipSync(code, { level: 9 }).length };
});
rows.sort((a, b) => b.size - a.size);
const sum = (list) => list.reduce((total, row) => total + row.size, 0);
const initial = sum(rows.filter((row) => row.reason === 'index.html'));
const firstPaint = sum(rows);
const cssTotal = [...styles].reduce((total, file) => total + gzipSize(file), 0);

console.log(`Visitor home JavaScript (gzip -9), ${rows.length} chunks:`);
for (const row of rows) console.log(`  ${kb(row.size)} KB  ${row.file}  (${row.reason})`);
console.log(
  `  ${kb(initial)} KB  initial (index.html and its static imports), budget ${kb(budget).trim()} KB`,
);
console.log(
  `  ${kb(firstPaint)} KB  before the app renders the home (with its lazy pieces), budget ${kb(firstPaintBudget).trim()} KB`,
);
console.log(`  ${kb(cssTotal)} KB  CSS (${[...styles].join(', ')}), budget ${kb(cssBudget).trim()} KB`);

const advice =
  'Load the new code lazily (a route, a dialog opened later) or change the budget with a decision record.';
const problems = [];
if (initial > budget) {
  problems.push(
    `the visitor home's initial JavaScript is ${kb(initial).trim()} KB gzip, over its ${kb(budget).trim()} KB budget. ${advice}`,
  );
}
if (firstPaint > firstPaintBudget) {
  problems.push(
    `the JavaScript the visitor home runs before the app renders it is ${kb(firstPaint).trim()} KB gzip, over its ${kb(firstPaintBudget).trim()} KB budget. ${advice}`,
  );
}
if (cssTotal > cssBudget) {
  problems.push(
    `the stylesheet is ${kb(cssTotal).trim()} KB gzip, over its ${kb(cssBudget).trim()} KB budget.`,
  );
}
// Decision 073: the initial chunks run as the page starts, so each carries V8's compile hint on
// its first line (src/build/compile-hints.ts). A chunk without it is compiled function by function
// on the main thread as the app starts.
const compileHint = '//# allFunctionsCalledOnLoad';
const unhinted = rows
  .filter((row) => row.reason === 'index.html')
  .filter((row) => !row.code.toString('utf8').startsWith(`${compileHint}\n`));
if (unhinted.length > 0) {
  problems.push(
    `these initial chunks lack the compile hint on their first line: ${unhinted.map((row) => row.file).join(', ')}.`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ Bundle budget: ${problem}`);
  process.exit(1);
}
console.log('✔ Within the bundle budget.');
