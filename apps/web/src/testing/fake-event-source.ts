/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open streams through it and
 * push events and errors by hand. `FakeEventSource.all` lists every stream opened, oldest first.
 */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  static reset() {
    FakeEventSource.all = [];
  }
  static latest(): FakeEventSource {
    const source = FakeEventSource.all.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    const event = new MessageEvent<string>(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}
