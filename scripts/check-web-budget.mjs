#!/usr/bin/env node
// The visitor home's JavaScript budget (docs/decisions/027-web-loading.md), checked by `npm test`
// after the build: the gzip size of everything the browser runs before the home's first paint
// must stay within 150 KB. That is the entry script and the chunks dist/index.html preloads, the
// chunks those import statically (from Vite's build manifest), and the lazy pieces the home waits
// for: its route module and the Swedish shell texts, each with their static imports. The
// stylesheet has a budget of its own. Fails with the list of chunks, largest first.
//
//   node scripts/check-web-budget.mjs [distDir] [--budget-kb 150] [--css-budget-kb 15]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'budget-kb': { type: 'string', default: '150' },
    'css-budget-kb': { type: 'string', default: '15' },
  },
});
const distDir = resolve(positionals[0] ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist'));
const budget = Number(values['budget-kb']) * 1024;
const cssBudget = Number(values['css-budget-kb']) * 1024;

/** The lazy modules the visitor home needs before it paints, by source path. */
const homeLazyModules = ['src/app/routes/public/home.tsx', 'src/lib/catalogues/sv-shell.ts'];

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
const rows = [...scripts].map(([file, reason]) => ({ file, reason, size: gzipSize(file) }));
rows.sort((a, b) => b.size - a.size);
const total = rows.reduce((sum, row) => sum + row.size, 0);
const cssTotal = [...styles].reduce((sum, file) => sum + gzipSize(file), 0);

console.log(`Visitor home, JavaScript before the first paint (gzip -9), ${rows.length} chunks:`);
for (const row of rows) console.log(`  ${kb(row.size)} KB  ${row.file}  (${row.reason})`);
console.log(`  ${kb(total)} KB  total, budget ${kb(budget).trim()} KB`);
console.log(`  ${kb(cssTotal)} KB  CSS (${[...styles].join(', ')}), budget ${kb(cssBudget).trim()} KB`);

const problems = [];
if (total > budget) {
  problems.push(
    `the visitor home's initial JavaScript is ${kb(total).trim()} KB gzip, over its ${kb(budget).trim()} KB budget. ` +
      'Load the new code lazily (a route, a dialog opened later) or raise the budget with a decision record.',
  );
}
if (cssTotal > cssBudget) {
  problems.push(
    `the stylesheet is ${kb(cssTotal).trim()} KB gzip, over its ${kb(cssBudget).trim()} KB budget.`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ Bundle budget: ${problem}`);
  process.exit(1);
}
console.log('✔ Within the bundle budget.');
