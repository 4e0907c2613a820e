#!/usr/bin/env node
// Runs after the web app's two builds (apps/web's build script): renders the pages a visitor opens
// first with the app's own components (apps/web/dist-prerender/prerender.js, built from
// src/prerender.tsx) into copies of dist/index.html, one per page, language and cookie-banner
// state: dist/prerendered/<sv|en>/<home|auth|home-customer>[-consented].html. The server sends the
// first two to visitors without a session and the third, a signed-in customer's home without anything
// of theirs (decision 064), to a customer on / (apps/server/src/plugins/spa.ts), so the page paints
// before any JavaScript runs; the app then takes the same page over (docs/decisions/063-prerendered-visitor-pages.md). Until it
// has, its controls are inert: seen but not yet used, so no click or typing is lost to a page without
// its code (links work as plain links meanwhile).
// The renderer is build-time only and is removed afterwards.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
 * The page is in the HTML, so its paint needs only the stylesheet: the app's code is fetched at low
 * priority (fetchpriority="low"), after the stylesheet and the page's images, not competing with them
 * on a slow connection. The plain index.html keeps them high: there the code is the page.
 */
function lowPriorityScripts(html) {
  const tags = /<(script type="module"|link rel="modulepreload")( crossorigin)?/g;
  const result = html.replace(tags, '<$1$2 fetchpriority="low"');
  if (!result.includes('<script type="module" crossorigin fetchpriority="low"')) {
    throw new Error('dist/index.html has no module script to fetch at low priority');
  }
  return result;
}

/**
 * Every control inert until the app has taken the page over (main.tsx takes it off): buttons, form
 * fields and forms, so nothing is typed into or pressed on a page without its code, and no form is
 * ever submitted natively (a password would end up in the URL). On the controls, not the whole
 * page: taking `inert` off the page's root made the browser restyle every element in one long task
 * (decision 064); links keep working as plain links.
 */
function inertControls(markup) {
  return markup.replace(/<(form|button|input|select|textarea)(?=[\s>/])/g, '<$1 inert');
}

const { prerenderPage } = await import(pathToFileURL(join(rendererDir, 'prerender.js')).href);
let written = 0;
for (const language of languages) {
  await mkdir(join(distDir, 'prerendered', language), { recursive: true });
  for (const { name, path, customer = false } of prerenderedPages) {
    for (const consented of [false, true]) {
      const markup = await prerenderPage({ path, language, consented, customer });
      // A part that suspended or failed would leave its spinner in the page instead of the page.
      if (!markup.includes('<main') || !markup.includes('<h1'))
        throw new Error(`${path} (${language}, ${name}) rendered no page: ${markup.slice(0, 200)}`);
      const html = lowPriorityScripts(template)
        .replace('<html lang="sv">', `<html lang="${language}">`)
        .replace(emptyRoot, `<div id="root">${inertControls(markup)}</div>`);
      await writeFile(
        join(distDir, 'prerendered', language, `${name}${consented ? '-consented' : ''}.html`),
        html,
      );
      written += 1;
    }
  }
}
await rm(rendererDir, { recursive: true, force: true });
console.log(`prerendered ${written} pages into ${join(distDir, 'prerendered')}`);
