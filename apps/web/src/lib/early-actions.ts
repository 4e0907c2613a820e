/**
 * What a visitor did on a prerendered page before the app had it (docs/decisions/083-visitor-pages-
 * start-on-first-touch.md): apps/web/start-after-paint.js holds back presses on buttons and forms'
 * sending until the app runs, and the fields keep what was typed. The app takes both over once it has
 * taken the page over: the typed values into its state, then the held actions, in order.
 */

/** A press on a control, or a form's sending, held back by the starter. */
export interface EarlyAction {
  kind: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

/** What the starter keeps on `window` for the app (absent on pages it does not start). */
export interface EarlyStart {
  /** Stops holding anything back and hands over what was held, in order. */
  takeOver(): EarlyAction[];
  /** The browser's install offer, if it came before the app listened for it. */
  installPrompt: Event | null;
  /** Each field typed into before the app had the page, with its text as last typed. */
  typed?: [Element, string][];
}

declare global {
  interface Window {
    ramkollEarly?: EarlyStart;
  }
}

/**
 * Ends the starter's holding back and returns what it held; from here on the app answers itself.
 * In the browser only (the app's take-over, after its first commit).
 */
export function takeEarlyActions(): EarlyAction[] {
  return window.ramkollEarly?.takeOver() ?? [];
}

/** What the starter heard typed, field by field (once); in the browser only. */
export function takeEarlyTyped(): [Element, string][] {
  const typed = window.ramkollEarly?.typed ?? [];
  if (window.ramkollEarly) window.ramkollEarly.typed = [];
  return typed;
}

/** The install offer the starter kept, if any (once); in the browser only (captureInstallPrompt). */
export function takeEarlyInstallPrompt(): Event | null {
  if (!window.ramkollEarly) return null;
  const event = window.ramkollEarly.installPrompt;
  window.ramkollEarly.installPrompt = null;
  return event;
}

/** What may be pressed, typed into or sent on a page: what the starter holds back and what is typed. */
const controls = 'button, input, select, textarea, form, summary';

/**
 * Whether React has taken `element` over: React DOM keeps the element's fiber on it, under a key
 * of its own (`__reactFiber$…`), from the moment it hydrates it. An element inside a part that
 * suspended while the page was taken over (its texts still loading) has none yet.
 */
function takenOverByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Calls `then` once React has taken over every control in `root`, or after `limitMs` (a part that
 * never renders must not keep the page's presses held back). React hydrates a part of the page that
 * suspended (the signed-in home waits for the pages' texts) after the first commit, and a field or
 * button it has not hydrated yet hears nothing: typed values handed over, or presses replayed,
 * before then would be lost (decision 085).
 */
export function whenControlsTakenOver(root: ParentNode, then: () => void, limitMs = 10_000): void {
  const since = Date.now();
  const check = () => {
    const waiting = [...root.querySelectorAll(controls)].some((control) => !takenOverByReact(control));
    if (!waiting || Date.now() - since > limitMs) then();
    else setTimeout(check, 20);
  };
  check();
}

/** Sets a field's text without React noting it: through the element's own prototype, not the field. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
}

const untyped = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image', 'hidden']);

function isTypable(field: Element): field is HTMLInputElement | HTMLTextAreaElement {
  if (field instanceof HTMLTextAreaElement) return true;
  return field instanceof HTMLInputElement && !untyped.has(field.type);
}

/**
 * Hands what was typed into the page's fields before the app had it to the app's state: the text in
 * a field that React does not know of, and the text the starter heard typed into a field whose text
 * React has since put its own value over (a part that renders again as it is taken over does: the
 * signed-in home, decision 086). Each such field is set back to React's value (`defaultValue`, which
 * React keeps equal to it) through the field's own setter (where React notes the value it knows),
 * given the typed text through the element's native setter, and sent an `input` event, which React
 * answers as typing.
 */
export function takeOverTypedValues(root: ParentNode, heard: readonly [Element, string][] = []): void {
  // All read first: the app's answer to one field can render the form again, and React then puts its
  // own value back into every other field it has not heard from.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  for (const [field, text] of heard) {
    if (isTypable(field) && field.isConnected && root.contains(field)) typed.set(field, text);
  }
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTypable(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  for (const [field, text] of typed) {
    if (text === field.defaultValue) continue;
    field.value = field.defaultValue;
    setNatively(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Replays the held actions on the elements they were made on, where those are still on the page, and
 * empties the list (so a second call, as React's development mode makes, replays nothing).
 */
export function replayEarlyActions(actions: EarlyAction[]): void {
  const taken = actions.splice(0);
  // The starter showed each held press as taken; the app's own state shows it from here on.
  for (const { target, submitter } of taken) {
    for (const element of [target, submitter]) {
      if (!element?.hasAttribute('data-held')) continue;
      element.removeAttribute('data-held');
      element.removeAttribute('aria-busy');
    }
  }
  for (const action of taken) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit') {
      if (!(action.target instanceof HTMLFormElement)) continue;
      const form = action.target;
      const submitter =
        action.submitter?.isConnected && (action.submitter as HTMLButtonElement).form === form
          ? action.submitter
          : null;
      if (submitter) form.requestSubmit(submitter);
      else form.requestSubmit();
    } else if (action.target instanceof HTMLElement) {
      action.target.click();
    }
  }
}
