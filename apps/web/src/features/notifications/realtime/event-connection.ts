import {
  realtimeEventNames,
  realtimeTiming,
  ZBalanceEvent,
  ZNotification,
  type Notification,
} from '@ramkoll/shared/schemas/notifications';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface RealtimeHandlers {
  notification(notification: Notification): void;
  balance(pointsBalance: number): void;
  /** The stream is open and has replayed what was missed: refresh state that has no events. */
  ready(): void;
  status?(status: ConnectionStatus): void;
}

/** The parts of EventSource this module uses, so tests can hand in a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface ConnectOptions {
  handlers: RealtimeHandlers;
  url?: string;
  timing?: { heartbeatMs: number; timeoutMs: number; backoffMs: readonly number[] };
  createSource?: (url: string) => EventSourceLike;
}

/**
 * Keeps one GET /api/events stream open (spec section 9): on an error, or when nothing (not even
 * the 25 s heartbeat) arrived for heartbeat + 10 s, it closes the stream and opens a new one after
 * 1, 2, 5, then every 10 s, asking for what it missed with the last notification id it saw.
 * EventSource's own retry is not used: it cannot back off and forgets the id after a close().
 */
export function connectRealtime({
  handlers,
  url = '/api/events',
  timing = realtimeTiming,
  createSource = (address) => new EventSource(address),
}: ConnectOptions): { close(): void } {
  let source: EventSourceLike | null = null;
  let lastEventId: string | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const setStatus = (status: ConnectionStatus) => handlers.status?.(status);

  function armWatchdog() {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => fail(), timing.heartbeatMs + timing.timeoutMs);
  }

  function open() {
    retryTimer = null;
    if (closed) return;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const address = lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const current = createSource(address);
    source = current;
    const alive = () => source === current && !closed;

    current.addEventListener(realtimeEventNames.notification, (event) => {
      if (!alive()) return;
      armWatchdog();
      const parsed = ZNotification.safeParse(safeJson(event.data));
      if (!parsed.success) return;
      lastEventId = parsed.data.id;
      handlers.notification(parsed.data);
    });
    current.addEventListener(realtimeEventNames.balance, (event) => {
      if (!alive()) return;
      armWatchdog();
      const parsed = ZBalanceEvent.safeParse(safeJson(event.data));
      if (parsed.success) handlers.balance(parsed.data.pointsBalance);
    });
    current.addEventListener(realtimeEventNames.ready, () => {
      if (!alive()) return;
      armWatchdog();
      attempt = 0;
      setStatus('open');
      handlers.ready();
    });
    current.addEventListener(realtimeEventNames.ping, () => {
      if (alive()) armWatchdog();
    });
    current.onerror = () => {
      if (alive()) fail();
    };
    armWatchdog();
  }

  function fail() {
    if (closed) return;
    source?.close();
    source = null;
    if (watchdog) clearTimeout(watchdog);
    watchdog = null;
    if (retryTimer) return;
    const delay = timing.backoffMs[Math.min(attempt, timing.backoffMs.length - 1)] ?? 10_000;
    attempt += 1;
    setStatus('reconnecting');
    retryTimer = setTimeout(open, delay);
  }

  /** Back online after a network loss: try now instead of waiting out the backoff. */
  function reconnectNow() {
    if (closed || !retryTimer) return;
    clearTimeout(retryTimer);
    open();
  }

  window.addEventListener('online', reconnectNow);
  open();

  return {
    close() {
      closed = true;
      window.removeEventListener('online', reconnectNow);
      if (retryTimer) clearTimeout(retryTimer);
      if (watchdog) clearTimeout(watchdog);
      source?.close();
      source = null;
      setStatus('closed');
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
