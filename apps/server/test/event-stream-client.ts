import type { FastifyInstance } from 'fastify';
import { accessOnly, type Cookies } from './auth-helpers.js';

/** One parsed Server-Sent Event. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Starts the app on a free local port (SSE needs a real socket; inject waits for the end). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export function cookieHeader(cookies: Cookies): string {
  return Object.entries(accessOnly(cookies))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * GET /api/events over a real socket, parsing the text/event-stream as it arrives, the way an
 * EventSource would (id, event and data fields; a blank line ends an event).
 */
export async function openEventStream(
  baseUrl: string,
  cookies: Cookies | null,
  options: { lastEventId?: string; viaQuery?: boolean } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (cookies) headers.cookie = cookieHeader(cookies);
  let url = `${baseUrl}/api/events`;
  if (options.lastEventId && options.viaQuery)
    url += `?lastEventId=${encodeURIComponent(options.lastEventId)}`;
  else if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });

  const events: StreamEvent[] = [];
  const waiters: { match: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const deliver = (event: StreamEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  };

  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          const event: StreamEvent = { id: null, event: 'message', data: null };
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) {
            event.data = JSON.parse(data) as unknown;
            deliver(event);
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    events,
    ended,
    next(match, timeoutMs = 5_000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.findIndex((waiter) => waiter.resolve === done);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const done = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push({ match, resolve: done });
      });
    },
    close: () => controller.abort(),
  };
}
