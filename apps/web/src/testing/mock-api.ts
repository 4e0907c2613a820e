import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { vi } from 'vitest';

type Handler = (request: { method: string; url: string; body: unknown }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A response that never arrives: keeps a query loading. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

function notFound(): Response {
  return json({ error: { code: 'ROUTE_NOT_FOUND' } }, 404);
}

/**
 * Stubs `fetch` with handlers keyed "METHOD /path" (query strings ignored). Unknown calls get the
 * server's 404 error body. Returns the mock so tests can inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    // JSON bodies arrive parsed; uploads arrive as the FormData the app sent.
    const body: unknown =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler({ method, url: url.pathname, body }) : notFound();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function user(role: SessionUser['role'], fullName: string): SessionUser {
  return {
    id: '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6',
    email: `${role}@example.se`,
    role,
    fullName,
    avatarUrl: null,
    personalNumberMasked: role === 'customer' ? '19900101-****' : null,
    language: 'sv',
    menuPreferences: [],
    topMenuPreferences: [],
    browserNotificationsEnabled: false,
    bikeRegistrationNotifications: true,
    messageNotifications: true,
    mustChangePassword: false,
    store:
      role === 'store'
        ? { id: '0b9e4c1d-2a3f-4b5c-8d6e-7f8091a2b3c4', name: fullName, staffCodeVerified: true }
        : null,
  };
}

const idle = { idleTimeoutSeconds: 1200, idleWarningSeconds: 300 };

const signedIn = { expiresAt: '2030-01-01T00:00:00.000Z', idleExpiresInSeconds: 1200, ...idle };

export const sessions = {
  visitor: { user: null, expiresAt: null, idleExpiresInSeconds: null, ...idle },
  customer: { user: user('customer', 'Anna Svensson'), ...signedIn },
  store: { user: user('store', 'Cykelverkstan Södermalm'), ...signedIn },
  admin: { user: user('admin', 'Ada Admin'), ...signedIn },
} satisfies Record<string, SessionResponse>;

export function sessionHandler(session: SessionResponse): Handler {
  return () => json(session);
}

/** The parsed JSON body of the first call to `path` on a `mockApi` mock. */
export function bodyOf(mock: ReturnType<typeof mockApi>, path: string): unknown {
  const call = mock.mock.calls.find(([url]) => url === path);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
