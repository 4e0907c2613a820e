// Starts a prerendered page's app code once the page is on screen (docs/decisions/067-code-after-first-paint.md).
// scripts/prerender-web.mjs copies this file into dist/assets under a content-hashed name, loads it
// with `defer` (so it runs once the whole page is parsed) and moves the app's entry script and its
// modulepreload links into <template id="app-code">, where the browser neither fetches nor runs them.
// On a slow connection the first paint then needs only the HTML and the stylesheet and has the whole
// link to itself; the code, needed only to take the page over, follows at once after it.
// A classic script (no modules, no build step): the server's CSP allows it as a file of its own.
(function startAfterPaint() {
  'use strict';
  var template = document.getElementById('app-code');
  if (!template || !('content' in template)) return;
  var started = false;

  /** A message starts a task of its own (a timeout nested five deep waits 4 ms or more). */
  var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;

  /**
   * Copies the template's tags into <head> as new elements, one a task: those the parser made there
   * stay inert. Adding one makes the browser look the file up and start its request (up to 11 ms
   * for react-vendor on a fast desktop here); all of them in one task made a task of about 28 ms,
   * which a phone's slower processor turns into a long one (decision 079).
   */
  function start() {
    if (started) return;
    started = true;
    var tags = template.content.children;
    var index = 0;
    if (channel) channel.port1.onmessage = addNext;
    function addNext() {
      if (index >= tags.length) return;
      var original = tags[index];
      index += 1;
      var copy = document.createElement(original.tagName.toLowerCase());
      for (var a = 0; a < original.attributes.length; a += 1) {
        copy.setAttribute(original.attributes[a].name, original.attributes[a].value);
      }
      document.head.appendChild(copy);
      if (channel) channel.port2.postMessage(null);
      else setTimeout(addNext, 0);
    }
    addNext();
  }

  /** After the frame that is being drawn now (the first with the whole page in it) has been drawn. */
  function afterNextFrame() {
    requestAnimationFrame(function afterFrame() {
      setTimeout(start, 0);
    });
  }

  // A page opened in the background is drawn only when it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') {
    start();
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
  // before the parser had finished gets one more frame, with all of it, before the code starts.
  var observer = new PerformanceObserver(function painted(list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterNextFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should no paint ever be reported (a browser that draws nothing it counts as content), the code
  // starts anyway.
  setTimeout(start, 3000);
})();
