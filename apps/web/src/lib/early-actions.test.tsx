(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  replayEarlyActions,
  takeEarlyActions,
  takeOverTypedValues,
  whenControlsTakenOver,
  type EarlyAction,
} from './early-actions';

/** A sign-in form as the app's are: controlled fields, a button that shows the password, a sending. */
function SignIn({ onSend }: { onSend: (email: string, password: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  function send(event: FormEvent) {
    event.preventDefault();
    onSend(email, password);
  }
  return (
    <form onSubmit={send}>
      <input id="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        id="password"
        type={shown ? 'text' : 'password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="button" id="show" onClick={() => setShown(!shown)}>
        {shown ? 'Dölj' : 'Visa'}
      </button>
      <button type="submit" id="send">
        Logga in
      </button>
    </form>
  );
}

/** Types into a field as a browser does before any script answers: the text is there, nothing heard it. */
function typeNatively(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'ramkollEarly');
});

/** The prerendered page, typed into before the app ran, then taken over by React. */
function takenOverAfterTyping(onSend: (email: string, password: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onSend={onSend} />);
  document.body.append(container);
  const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
  typeNatively(field('email'), 'sixten@example.se');
  typeNatively(field('password'), 'hemligt123');
  act(() => {
    root = hydrateRoot(container, <SignIn onSend={onSend} />);
  });
  return { container, field };
}

describe('taking over what a visitor did before the app ran (decision 083)', () => {
  it('hands typed values to the app’s state, so a sending replayed after it sends them', () => {
    const onSend = vi.fn();
    const { container, field } = takenOverAfterTyping(onSend);
    // React kept the typed text on screen, but its state does not know it.
    expect(field('email').value).toBe('sixten@example.se');
    const form = container.querySelector('form') as HTMLFormElement;
    const send = container.querySelector('#send') as HTMLButtonElement;
    const show = container.querySelector('#show') as HTMLButtonElement;

    act(() => takeOverTypedValues(container));
    // As the starter leaves a held press: shown as taken.
    send.setAttribute('data-held', '');
    send.setAttribute('aria-busy', 'true');
    const actions: EarlyAction[] = [
      { kind: 'click', target: show },
      { kind: 'submit', target: form, submitter: send },
    ];
    act(() => replayEarlyActions(actions));

    expect(onSend).toHaveBeenCalledExactlyOnceWith('sixten@example.se', 'hemligt123');
    expect(field('password').type).toBe('text');
    expect(field('email').value).toBe('sixten@example.se');
    // Replayed once: the list is handed over and emptied, and the press no longer shows as held.
    expect(actions).toEqual([]);
    expect(send.hasAttribute('data-held')).toBe(false);
    expect(send.hasAttribute('aria-busy')).toBe(false);
  });

  it('without taking the typed values over, the app would send what it rendered', () => {
    // What the hand-over is for: the same page, the sending replayed alone.
    const onSend = vi.fn();
    const { container } = takenOverAfterTyping(onSend);
    const form = container.querySelector('form') as HTMLFormElement;
    act(() => replayEarlyActions([{ kind: 'submit', target: form }]));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('', '');
  });

  it('gives back what the starter heard typed into a field React has since put its own value over', () => {
    // Decision 086: a part that renders again as it is taken over (the signed-in home) puts React's
    // value back into a field before the hand-over; the starter heard the typing and kept it.
    const onSend = vi.fn();
    const { container, field } = takenOverAfterTyping(onSend);
    const heard: [Element, string][] = [
      [field('email'), 'sixten@example.se'],
      [field('password'), 'hemligt123'],
    ];
    // React's value put back, as its render after the take-over does.
    typeNatively(field('email'), '');
    field('email').defaultValue = '';
    typeNatively(field('password'), '');
    act(() => takeOverTypedValues(container, heard));
    expect(field('email').value).toBe('sixten@example.se');
    const form = container.querySelector('form') as HTMLFormElement;
    act(() => replayEarlyActions([{ kind: 'submit', target: form }]));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('sixten@example.se', 'hemligt123');
    // Without what was heard the typing is lost.
    const lost = vi.fn();
    act(() => root?.unmount());
    document.body.innerHTML = '';
    const again = takenOverAfterTyping(lost);
    typeNatively(again.field('email'), '');
    typeNatively(again.field('password'), '');
    act(() => takeOverTypedValues(again.container));
    act(() =>
      replayEarlyActions([
        { kind: 'submit', target: again.container.querySelector('form') as HTMLFormElement },
      ]),
    );
    expect(lost).toHaveBeenCalledExactlyOnceWith('', '');
  });

  it('leaves fields nobody typed into, and skips what is no longer on the page', () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn onSend={onSend} />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <SignIn onSend={onSend} />);
    });
    const heard = vi.fn();
    container.addEventListener('input', heard);
    act(() => takeOverTypedValues(container));
    expect(heard).not.toHaveBeenCalled();

    const gone = document.createElement('button');
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    act(() => replayEarlyActions([{ kind: 'click', target: gone }]));
    expect(clicked).not.toHaveBeenCalled();
  });

  it('takes the starter’s actions once, and none on a page without a starter', () => {
    expect(takeEarlyActions()).toEqual([]);
    const button = document.createElement('button');
    const held: EarlyAction[] = [{ kind: 'click', target: button }];
    window.ramkollEarly = { takeOver: () => held.splice(0), installPrompt: null };
    expect(takeEarlyActions()).toEqual([{ kind: 'click', target: button }]);
    expect(takeEarlyActions()).toEqual([]);
  });
});

/** Texts that load after the first commit, as the signed-in home's do: the form suspends until then. */
function withLateTexts() {
  let loaded = false;
  let load = () => {};
  const loading = new Promise<void>((resolve) => {
    load = () => {
      loaded = true;
      resolve();
    };
  });
  function Texts({ children }: { children: ReactNode }) {
    if (!loaded) throw loading;
    return children;
  }
  return { Texts, load };
}

describe('a part of the page that React takes over after the first commit (decision 085)', () => {
  it('waits until its controls are React’s before handing over typed values and presses', async () => {
    const onSend = vi.fn();
    const page = (Texts: (props: { children: ReactNode }) => ReactNode) => (
      <main>
        <Suspense fallback={<p>Laddar</p>}>
          <Texts>
            <SignIn onSend={onSend} />
          </Texts>
        </Suspense>
      </main>
    );
    // The server had the texts: the page came whole.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(({ children }) => children));
    document.body.append(container);
    const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
    typeNatively(field('email'), 'tove@example.se');
    typeNatively(field('password'), 'hemligt123');
    // In the browser they are still loading when React takes the page over.
    const browser = withLateTexts();
    act(() => {
      root = hydrateRoot(container, page(browser.Texts));
    });
    const handedOver = vi.fn();
    whenControlsTakenOver(container, handedOver);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(handedOver).not.toHaveBeenCalled();

    await act(async () => {
      browser.load();
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(handedOver).toHaveBeenCalledOnce());
    act(() => takeOverTypedValues(container));
    const form = container.querySelector('form') as HTMLFormElement;
    act(() => replayEarlyActions([{ kind: 'submit', target: form }]));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('tove@example.se', 'hemligt123');
  });

  it('goes on after its limit when a part never renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><input id="q"></form>';
    const handedOver = vi.fn();
    whenControlsTakenOver(container, handedOver, 30);
    expect(handedOver).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(handedOver).toHaveBeenCalledOnce());
  });
});
