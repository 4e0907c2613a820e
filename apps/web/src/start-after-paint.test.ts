import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './lib/early-actions';

/** apps/web/start-after-paint.js, the classic script prerendered pages load (decisions 067 and 083). */
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
    window.ramkollEarly?.takeOver();
    Reflect.deleteProperty(window, 'ramkollEarly');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    Reflect.deleteProperty(document, 'visibilityState');
    vi.unstubAllGlobals();
  });

  it('holds a customer’s presses and sendings back from the start until the app takes them over', async () => {
    // A customer's home (decision 085): its code starts once on screen, and what is pressed before
    // the app has the page waits for it instead of reaching nothing.
    document.head.innerHTML = `<template id="app-code">${appCode}</template>`;
    document.body.innerHTML =
      '<div id="root"><form role="search"><input id="q" value=""><button type="submit">Sök</button></form>' +
      '<button type="button" id="points">Poäng</button></div>';
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runInThisContext(starter);
    expect(added()).toEqual(['/assets/index-test.js']);
    const points = document.getElementById('points') as HTMLButtonElement;
    const seenByPage: string[] = [];
    document.getElementById('root')?.addEventListener('click', () => seenByPage.push('click'));
    expect(points.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(seenByPage).toEqual([]);
    expect(points.getAttribute('aria-busy')).toBe('true');
    expect(
      early()
        .takeOver()
        .map((action) => [action.kind, action.target]),
    ).toEqual([
      ['click', points],
      ['submit', form],
    ]);
    // Once taken over, a press is the app's at once.
    expect(points.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(seenByPage).toEqual(['click']);
    // The rest of the code's tags, one a task, before the next test's page.
    for (let task = 0; task < 6; task += 1) await nextTask();
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

/** A visitor's copy (decision 083): its template says to start at the first touch, for this page. */
function visitorPage({ consented = false, language = 'sv', startAfter = '' } = {}): void {
  document.documentElement.lang = language;
  document.head.innerHTML =
    `<template id="app-code" data-start="interaction" data-language-key="ramkoll.lang" ` +
    `data-default-language="sv" data-consent-key="cookie-consent" data-consented="${consented}"${startAfter}>${appCode}</template>`;
  document.body.innerHTML =
    '<div id="root"><form><input id="email" value=""><button type="submit">Logga in</button></form>' +
    '<button type="button" id="english">English</button><a href="/auth">Logga in</a></div>';
  // In the background the page is not drawn, so what waits for the first paint happens at once.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
}

/** The app's side of the hand-over (src/lib/early-actions.ts). */
function early() {
  const handed = window.ramkollEarly;
  if (!handed) throw new Error('the starter left nothing for the app');
  return handed;
}

describe('start-after-paint.js on a visitor’s page', () => {
  afterEach(() => {
    early().takeOver();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    window.localStorage.clear();
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(window, 'ramkollEarly');
  });

  it('fetches the code once on screen and runs it only at the first touch', async () => {
    visitorPage();
    runInThisContext(starter);
    for (let task = 0; task < 6; task += 1) await nextTask();
    // Fetched into the cache as the module scripts will be, not run.
    const prefetched = [...document.head.querySelectorAll(':scope > link')];
    expect(prefetched.map((link) => link.getAttribute('rel'))).toEqual([
      'prefetch',
      'prefetch',
      'prefetch',
      'prefetch',
    ]);
    expect(prefetched.every((link) => link.hasAttribute('crossorigin'))).toBe(true);
    expect(document.head.querySelectorAll(':scope > script')).toHaveLength(0);

    window.dispatchEvent(new Event('pointerdown'));
    expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
    window.dispatchEvent(new Event('keydown'));
    for (let task = 0; task < 6; task += 1) await nextTask();
    expect(document.head.querySelectorAll(':scope > script')).toHaveLength(1);
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(3);
  });

  it('starts at a focus too (a keyboard or a screen reader moving into the page)', () => {
    visitorPage();
    runInThisContext(starter);
    document.getElementById('email')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
  });

  it('holds presses and sending back for the app, React’s listeners included, and hands them over in order', () => {
    visitorPage();
    runInThisContext(starter);
    const seenByPage: string[] = [];
    const root = document.getElementById('root');
    root?.addEventListener('click', () => seenByPage.push('click'));
    root?.addEventListener('submit', () => seenByPage.push('submit'));
    const english = document.getElementById('english') as HTMLButtonElement;
    const form = document.querySelector('form') as HTMLFormElement;
    const send = form.querySelector('button') as HTMLButtonElement;

    expect(english.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    // The form's button pressed twice and the form sent by Enter: nothing is sent natively.
    send.click();
    send.click();
    const enter = new Event('submit', { bubbles: true, cancelable: true });
    expect(form.dispatchEvent(enter)).toBe(false);
    expect(seenByPage).toEqual([]);
    // Each held press is shown as taken: dimmed and busy until the app replays it.
    for (const button of [english, send]) {
      expect(button.hasAttribute('data-held')).toBe(true);
      expect(button.getAttribute('aria-busy')).toBe('true');
    }
    // The code was started by the first press.
    expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);

    const actions = early().takeOver();
    expect(actions.map(({ kind, target }) => [kind, target])).toEqual([
      ['click', english],
      ['click', send],
      ['submit', form],
    ]);
    // Handed over once; from now on the page's own listeners answer.
    expect(early().takeOver()).toEqual([]);
    english.click();
    expect(seenByPage).toEqual(['click']);
  });

  it('lets links and clicks outside controls be', () => {
    visitorPage();
    runInThisContext(starter);
    const link = document.querySelector('a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom would navigate
    link.dispatchEvent(click);
    document
      .getElementById('root')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(early().takeOver()).toEqual([]);
  });

  it('starts at once, as a customer’s page does, when storage says another page', () => {
    // The server chose Swedish by the cookies, the app will render English from storage.
    window.localStorage.setItem('ramkoll.lang', 'en');
    visitorPage({ language: 'sv' });
    runInThisContext(starter);
    expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
    // A press before the app has the page is held for it, as on a customer's page (decision 085).
    const english = document.getElementById('english') as HTMLButtonElement;
    expect(english.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(
      early()
        .takeOver()
        .map((action) => action.target),
    ).toEqual([english]);
  });

  it('waits for a touch when storage agrees with the copy', () => {
    window.localStorage.setItem('ramkoll.lang', 'en');
    window.localStorage.setItem('cookie-consent', '{}');
    visitorPage({ language: 'en', consented: true });
    runInThisContext(starter);
    expect(document.head.querySelectorAll(':scope > script')).toHaveLength(0);
    // A stored cookie choice the copy was not made for (the banner's copy) starts at once.
    early().takeOver();
    document.head.innerHTML = '';
    visitorPage({ language: 'en', consented: false });
    runInThisContext(starter);
    expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
  });

  it('starts a customer’s home rendered for them at the first touch, or once its live parts are due', () => {
    // Decision 086: the template of a home rendered with the customer's data says when at the latest.
    vi.useFakeTimers();
    try {
      visitorPage({ startAfter: ' data-start-after="15000"' });
      runInThisContext(starter);
      vi.advanceTimersByTime(14_999);
      expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
      // A touch before then starts it then, once.
      early().takeOver();
      document.head.innerHTML = '';
      visitorPage({ startAfter: ' data-start-after="15000"' });
      runInThisContext(starter);
      window.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(15_000);
      expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
      // A visitor's copy has no such time: it waits for the touch.
      early().takeOver();
      document.head.innerHTML = '';
      visitorPage();
      runInThisContext(starter);
      vi.advanceTimersByTime(600_000);
      expect(document.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what is typed into each field, as last typed, for the app', () => {
    visitorPage();
    runInThisContext(starter);
    const email = document.getElementById('email') as HTMLInputElement;
    for (const text of ['s', 'sixten@example.se']) {
      email.value = text;
      email.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.value = 'not the page’s';
    outside.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early().typed).toEqual([[email, 'sixten@example.se']]);
    // Once the app has the page it hears the typing itself.
    early().takeOver();
    email.value = 'later';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early().typed).toEqual([[email, 'sixten@example.se']]);
  });

  it('keeps the browser’s install offer for the app', () => {
    visitorPage();
    runInThisContext(starter);
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(early().installPrompt).toBe(offer);
  });
});
