import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** apps/web/start-after-paint.js, the classic script prerendered pages load (decision 067). */
const starter = readFileSync(join(import.meta.dirname, '..', 'start-after-paint.js'), 'utf8');

const appCode = [
  '<script type="module" crossorigin src="/assets/index-test.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-vendor-test.js">',
  '<link rel="modulepreload" crossorigin href="/assets/i18n-test.js">',
  '<link rel="modulepreload" crossorigin href="/assets/api-client-test.js">',
].join('');

/** The tags the starter has added to <head> so far (the template's own stay inside it). */
function added(): string[] {
  return [...document.head.querySelectorAll(':scope > script, :scope > link')].map(
    (tag) => tag.getAttribute('src') ?? tag.getAttribute('href') ?? '',
  );
}

/** Lets every task queued so far run (a message posted now arrives after them). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('start-after-paint.js', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    Reflect.deleteProperty(document, 'visibilityState');
    vi.unstubAllGlobals();
  });

  it('adds the app’s entry script and its preloads to the page one a task, in order, once each', async () => {
    document.head.innerHTML = `<template id="app-code">${appCode}</template>`;
    // A page in the background starts at once (nothing is drawn until it is shown).
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runInThisContext(starter);

    // The entry script first, in the task that started the code; nothing else in it.
    expect(added()).toEqual(['/assets/index-test.js']);
    const entry = document.head.querySelector(':scope > script');
    expect(entry?.getAttribute('type')).toBe('module');
    expect(entry?.hasAttribute('crossorigin')).toBe(true);

    for (let task = 0; task < 6; task += 1) await nextTask();
    expect(added()).toEqual([
      '/assets/index-test.js',
      '/assets/react-vendor-test.js',
      '/assets/i18n-test.js',
      '/assets/api-client-test.js',
    ]);
    expect(document.head.querySelector(':scope > link')?.getAttribute('rel')).toBe('modulepreload');
    // The template keeps its inert copies; nothing was added twice.
    expect(document.querySelector('template')?.content.children).toHaveLength(4);
  });

  it('adds one tag a task: each tag waits for a message of its own', () => {
    // Messages held until the test hands them over, one task at a time.
    const pending: (() => void)[] = [];
    class HeldChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => pending.push(() => this.port1.onmessage?.()) };
    }
    vi.stubGlobal('MessageChannel', HeldChannel);
    document.head.innerHTML = `<template id="app-code">${appCode}</template>`;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runInThisContext(starter);

    const counts = [added().length];
    while (pending.length > 0) {
      pending.shift()?.();
      counts.push(added().length);
    }
    // One tag in the starting task, then one per message; the last message finds nothing left.
    expect(counts).toEqual([1, 2, 3, 4, 4]);
  });
});
