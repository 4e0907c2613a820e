#!/usr/bin/env node
// Runs after the web app's two builds (apps/web's build script): renders the pages a visitor opens
// first with the app's own components (apps/web/dist-prerender/prerender.js, built from
// src/prerender.tsx) into copies of dist/index.html, one per page, language and cookie-banner
// state: dist/prerendered/<sv|en>/<home|auth|home-customer>[-consented].html. The server sends the
// first two to visitors without a session and the third, a signed-in customer's home without anything
// of theirs (decision 064), to a customer on / (apps/server/src/plugins/spa.ts), so the page paints
// before any JavaScript runs; the app then takes the same page over (docs/decisions/063-prerendered-visitor-pages.md).
// A visitor's copy runs the app at the visitor's first touch, the customer's home once on screen;
// both are usable meanwhile, their presses held back for the app (decisions 083 and 085).
// The renderer stays: the server renders a signed-in customer's home with it per request, into the
// page template written beside it (dist-prerender/home-customer[-consented].html, decision 086).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'web'));
const distDir = join(webDir, 'dist');
const rendererDir = join(webDir, 'dist-prerender');

/**
 * The pages, by the name the server looks them up under: the visitor pages, and a signed-in
 * customer's home as it stands before anything of theirs has loaded (decision 064).
 */
const prerenderedPages = [
  { name: 'home', path: '/' },
  { name: 'auth', path: '/auth' },
  { name: 'home-customer', path: '/', customer: true },
];
const languages = ['sv', 'en'];

const template = await readFile(join(distDir, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to render into`);

/**
 * The page is in the HTML, so its paint needs only the stylesheet: the app's code starts once the
 * page is on screen (decision 067), not competing with the stylesheet for a slow connection before
 * it. Its entry script and modulepreload links move into <template id="app-code">, where the browser
 * neither fetches nor runs them, and apps/web/start-after-paint.js (a deferred script of its own:
 * the CSP allows no inline script) adds them to the page after its first paint. The plain index.html
 * keeps them as they are: there the code is the page.
 */
function codeAfterFirstPaint(html, starterUrl, startAttributes) {
  const tags = /^\s*<(?:script type="module" [^>]*><\/script>|link rel="modulepreload" [^>]*>)\n/gm;
  const code = html.match(tags) ?? [];
  if (!code.some((tag) => tag.includes('<script type="module"'))) {
    throw new Error('dist/index.html has no module script to start after the first paint');
  }
  const starter = `    <script defer src="${starterUrl}"></script>\n    <template id="app-code"${startAttributes}>\n${code.join('')}    </template>\n`;
  let placed = false;
  // The starter and the template where the first of the tags was; the tags themselves out of <head>.
  return html.replace(tags, () => {
    if (placed) return '';
    placed = true;
    return starter;
  });
}

/** The starter, copied into dist/assets under a name that changes with its content (cached for a year). */
async function writeStarter() {
  const source = await readFile(join(webDir, 'start-after-paint.js'));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const name = `assets/start-after-paint-${hash}.js`;
  await writeFile(join(distDir, name), source);
  return `/${name}`;
}

/**
 * A visitor's copy starts the app at the first touch (decision 083), if the copy is what the app will
 * render from this browser's storage: the starter checks that with the app's own keys and default.
 */
function startOnTouch(consented) {
  const { languageKey, defaultLanguage, consentKey } = storedChoices;
  return (
    ` data-start="interaction" data-language-key="${languageKey}" data-default-language="${defaultLanguage}"` +
    ` data-consent-key="${consentKey}" data-consented="${consented}"`
  );
}

const { prerenderPage, storedChoices, customerHomeStartAfterMs } = await import(
  pathToFileURL(join(rendererDir, 'prerender.js')).href
);
const starterUrl = await writeStarter();
let written = 0;
for (const language of languages) {
  await mkdir(join(distDir, 'prerendered', language), { recursive: true });
  for (const { name, path, customer = false } of prerenderedPages) {
    for (const consented of [false, true]) {
      const markup = await prerenderPage({ path, language, consented, customer });
      // A part that suspended or failed would leave its spinner in the page instead of the page.
      if (!markup.includes('<main') || !markup.includes('<h1'))
        throw new Error(`${path} (${language}, ${name}) rendered no page: ${markup.slice(0, 200)}`);
      const html = codeAfterFirstPaint(template, starterUrl, customer ? '' : startOnTouch(consented))
        .replace(
          '<html lang="sv">',
          // A visitor's copy goes only to a browser without a session cookie: the app's first
          // session check then needs neither zod nor the session schema (decision 074).
          `<html lang="${language}"${customer ? '' : ' data-session="none"'}>`,
        )
        // Usable before the app runs: the starter holds back presses and sending for it (decision 085).
        .replace(emptyRoot, `<div id="root">${markup}</div>`);
      await writeFile(
        join(distDir, 'prerendered', language, `${name}${consented ? '-consented' : ''}.html`),
        html,
      );
      written += 1;
    }
  }
}
// The pages the server renders per request (decision 086): a signed-in customer's home, with their
// data, into this page around the renderer. Its code starts at the customer's first touch, or once
// the first of its live parts is due (the receipts count's poll), whichever comes first.
for (const consented of [false, true]) {
  const html = codeAfterFirstPaint(
    template,
    starterUrl,
    `${startOnTouch(consented)} data-start-after="${customerHomeStartAfterMs}"`,
  );
  await writeFile(join(rendererDir, `home-customer${consented ? '-consented' : ''}.html`), html);
}
// The server's image has the renderer but no React: it must load on its own, outside this repository.
const alone = await mkdtemp(join(tmpdir(), 'ramkoll-renderer-'));
try {
  await cp(rendererDir, alone, { recursive: true });
  const url = pathToFileURL(join(alone, 'prerender.js')).href;
  const check = `const m = await import(${JSON.stringify(url)}); if (typeof m.renderCustomerHome !== 'function') process.exit(1);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', check], { stdio: 'inherit' });
} finally {
  await rm(alone, { recursive: true, force: true });
}
console.log(
  `prerendered ${written} pages into ${join(distDir, 'prerendered')}; the renderer stays in ${rendererDir}`,
);
