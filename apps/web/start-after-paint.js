// Starts a prerendered page's app code (docs/decisions/067-code-after-first-paint.md, 083).
// scripts/prerender-web.mjs copies this file into dist/assets under a content-hashed name, loads it
// with `defer` (so it runs once the whole page is parsed) and moves the app's entry script and its
// modulepreload links into <template id="app-code">, where the browser neither fetches nor runs them.
// On a slow connection the first paint then needs only the HTML and the stylesheet and has the whole
// link to itself.
// - A signed-in customer's home prerendered for anyone (its personal parts load through the app)
//   starts the code once the page is on screen.
// - A visitor's page (`data-start="interaction"` on the template) is whole without the app: its code
//   is fetched once the page is on screen and run at the visitor's first touch, key press, pointer
//   movement or focus. A copy that does not match what the app will read from storage (language,
//   cookie choice) starts the code once on screen instead, as the customer's.
// - A customer's home the server rendered for them with their data (decision 086) starts as a
//   visitor's page, or after `data-start-after` milliseconds without a touch, when its first live
//   part (the receipts count's poll) is due.
// Until the app has the page, every page's controls work as far as the browser alone can: fields take
// typing, links navigate, and a press on a button or a form's sending is held back (nothing is sent
// natively) and kept for the app, which takes the typed values over and replays what was held
// (src/lib/early-actions.ts) once it has the page.
// A classic script (no modules, no build step): the server's CSP allows it as a file of its own.
(function startAfterPaint() {
  'use strict';
  var template = document.getElementById('app-code');
  if (!template || !('content' in template)) return;
  var started = false;
  var prefetched = false;

  /** A message starts a task of its own (a timeout nested five deep waits 4 ms or more). */
  var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  var queued = [];
  if (channel) channel.port1.onmessage = runQueued;
  function runQueued() {
    var next = queued.shift();
    if (next) next();
  }
  function inNextTask(work) {
    queued.push(work);
    if (channel) channel.port2.postMessage(null);
    else setTimeout(runQueued, 0);
  }

  /**
   * Adds a copy of each of the template's tags to <head>, one a task, made by `copy`: adding one makes
   * the browser look the file up and start its request (up to 11 ms for react-vendor on a fast desktop
   * here); all of them in one task made a task of about 28 ms, which a phone's slower processor turns
   * into a long one (decision 079).
   */
  function addEach(copy) {
    var tags = template.content.children;
    var index = 0;
    function addNext() {
      if (index >= tags.length) return;
      var made = copy(tags[index]);
      index += 1;
      if (made) document.head.appendChild(made);
      inNextTask(addNext);
    }
    addNext();
  }

  /** A new element with the original's attributes: those the parser made in the template stay inert. */
  function sameTag(original) {
    var made = document.createElement(original.tagName.toLowerCase());
    for (var a = 0; a < original.attributes.length; a += 1) {
      made.setAttribute(original.attributes[a].name, original.attributes[a].value);
    }
    return made;
  }

  /** Runs the app: the entry script first, in this task, then its preloads. */
  function start() {
    if (started) return;
    started = true;
    addEach(sameTag);
  }

  /** Fetches the app's files into the cache without running them, so the first touch needs no network. */
  function prefetch() {
    if (prefetched || started) return;
    prefetched = true;
    addEach(function prefetchLink(original) {
      var url = original.getAttribute('src') || original.getAttribute('href');
      // Once the app runs, its own tags fetch what is left.
      if (!url || started) return null;
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      // Fetched as the module scripts will be, so the cached answer is the one they use.
      if (original.hasAttribute('crossorigin'))
        link.setAttribute('crossorigin', original.getAttribute('crossorigin'));
      return link;
    });
  }

  /** Calls `then` once the page's first contentful paint is on screen (decision 067). */
  function afterFirstPaint(then) {
    // After the frame that is being drawn now (the first with the whole page in it) has been drawn.
    function afterNextFrame() {
      requestAnimationFrame(function afterFrame() {
        setTimeout(then, 0);
      });
    }
    // A page opened in the background is drawn only when it is shown: nothing to wait for.
    if (document.visibilityState === 'hidden') {
      then();
      return;
    }
    var observes =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
    if (!observes) {
      afterNextFrame();
      return;
    }
    // The first contentful paint is reported once it is on screen; a page whose first frame came
    // before the parser had finished gets one more frame, with all of it.
    var observer = new PerformanceObserver(function painted(list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Should no paint ever be reported (a browser that draws nothing it counts as content), it goes
    // on anyway.
    setTimeout(then, 3000);
  }

  /**
   * Whether this copy is the page the app will render: the server chose it by cookies, the app
   * renders by what is in storage (the language, whether a cookie choice is stored). When they
   * differ the app renders the page anew, and that must not wait for a touch.
   */
  function matchesStorage() {
    try {
      var storage = window.localStorage;
      var stored = storage.getItem(template.getAttribute('data-language-key'));
      var language = stored === null ? template.getAttribute('data-default-language') : stored;
      var consented = storage.getItem(template.getAttribute('data-consent-key')) !== null;
      return (
        language === document.documentElement.lang &&
        consented === (template.getAttribute('data-consented') === 'true')
      );
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a catch without a binding is newer than this script's oldest browsers
    } catch (unavailable) {
      // No storage: the app falls back to Swedish and no choice; leave the check to it.
      return false;
    }
  }

  // What the visitor did before the app had the page, and the browser's install offer: the app takes
  // them over (window.ramkollEarly.takeOver(), src/lib/early-actions.ts).
  var early = { actions: [], installPrompt: null, takeOver: takeOver };
  window.ramkollEarly = early;
  var listening = [];
  function listen(type, handler, options) {
    window.addEventListener(type, handler, options);
    listening.push([type, handler, options]);
  }
  function takeOver() {
    for (var i = 0; i < listening.length; i += 1) {
      window.removeEventListener(listening[i][0], listening[i][1], listening[i][2]);
    }
    listening = [];
    var actions = early.actions;
    early.actions = [];
    return actions;
  }
  // Chromium offers installing once, often before the app runs: kept for the signed-in home's card
  // (and its own bar kept away, as the app does).
  listen('beforeinstallprompt', function keepInstallPrompt(event) {
    event.preventDefault();
    early.installPrompt = event;
  });

  var root = document.getElementById('root');
  var controls =
    'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], summary';
  /** Shows a held press as taken (dimmed, busy: src/index.css); the app clears it when it replays it. */
  function markHeld(control) {
    if (!control || !control.setAttribute) return;
    control.setAttribute('data-held', '');
    control.setAttribute('aria-busy', 'true');
  }
  /** Keeps an action for the app; a form sent twice before it ran is sent once. */
  function keep(action) {
    var last = early.actions[early.actions.length - 1];
    var sends = action.kind === 'submit' || (action.target.type === 'submit' && action.target.form);
    if (last && sends && last.kind === action.kind && last.target === action.target) return;
    early.actions.push(action);
  }
  function heldClick(event) {
    start();
    var target = event.target;
    var control = target && target.closest ? target.closest(controls) : null;
    if (!control || !root || !root.contains(control)) return;
    // A button's press (and a checkbox's change, and a form's sending by its button) waits for the
    // app, until it has taken the page over: React's own listeners, once there, do not see it either.
    event.preventDefault();
    event.stopPropagation();
    keep({ kind: 'click', target: control });
    markHeld(control);
  }
  function heldSubmit(event) {
    start();
    // Never sent natively: the app sends it, with what was typed, once it has the page.
    event.preventDefault();
    event.stopPropagation();
    keep({ kind: 'submit', target: event.target, submitter: event.submitter || null });
    markHeld(event.submitter);
  }
  listen('click', heldClick, true);
  listen('submit', heldSubmit, true);
  // What is typed, field by field as last typed: React can put its own value back over a field's
  // text as it takes the page over, and the app then hands this to its state (decision 086).
  early.typed = [];
  listen(
    'input',
    function keepTyped(event) {
      var field = event.target;
      if (!field || !root || !root.contains(field) || typeof field.value !== 'string') return;
      for (var i = 0; i < early.typed.length; i += 1) {
        if (early.typed[i][0] === field) {
          early.typed[i][1] = field.value;
          return;
        }
      }
      early.typed.push([field, field.value]);
    },
    true,
  );

  if (template.getAttribute('data-start') !== 'interaction' || !matchesStorage()) {
    afterFirstPaint(start);
    return;
  }
  var passive = { capture: true, passive: true };
  var touches = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointermove', 'wheel'];
  for (var t = 0; t < touches.length; t += 1) listen(touches[t], start, passive);
  afterFirstPaint(prefetch);
  // A page with live parts (a customer's home rendered for them) starts without a touch once the
  // first of them is due (decision 086).
  var startAfter = Number(template.getAttribute('data-start-after'));
  if (startAfter > 0) setTimeout(start, startAfter);
})();
