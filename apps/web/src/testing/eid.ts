import type { EidOrderResponse, EidProviderName, EidStartRequest } from '@ramkoll/shared/schemas/eid';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { EID_POLL_MS } from '@/features/auth/hooks/use-eid-identification';
import { json, type mockApi } from './mock-api';

type Handlers = Parameters<typeof mockApi>[0];

/** The fake e-ID's orders, in the order the page starts them (version 4 ids, as the schema asks). */
export const eidOrderIds = [
  '0d7c2a4e-5b1f-4c3a-9e8d-1a2b3c4d5e01',
  '1e8d3b5f-6c2a-4d4b-8f9e-2b3c4d5e6f02',
  '2f9e4c6a-7d3b-4e5c-a0af-3c4d5e6f7a03',
] as const;

/** What an order answers, in turn: its start (or first read), then each poll; the last one repeats. */
export type EidOrderScript = readonly Partial<EidOrderResponse>[];

/** The simulator: pending when started, complete at the first poll. */
const simulatorScript: EidOrderScript = [{ status: 'pending' }, { status: 'complete' }];

/**
 * The server's e-ID routes for `mockApi`: `GET /api/auth/eid` says `provider`; the n-th order
 * started (or read, when the page resumes it) answers `orders[n]` step by step. `started` holds
 * the start requests' bodies, `cancelled` the ids of cancelled orders.
 */
export function fakeEid({
  provider = 'simulated',
  orders = [],
}: { provider?: EidProviderName; orders?: readonly EidOrderScript[] } = {}) {
  const started: EidStartRequest[] = [];
  const cancelled: string[] = [];
  const answers = eidOrderIds.map(() => 0);

  function answer(index: number): EidOrderResponse {
    const script = orders[index] ?? simulatorScript;
    const step = script[Math.min(answers[index] ?? 0, script.length - 1)];
    answers[index] = (answers[index] ?? 0) + 1;
    const request = started[index];
    return {
      id: eidOrderIds[index] ?? '',
      purpose: request?.purpose ?? 'sign_in',
      status: 'pending',
      hintCode: null,
      sameDevice: request?.sameDevice ?? false,
      qrData: null,
      autoStartUrl: null,
      redirectUrl: null,
      ...step,
    };
  }

  const handlers: Handlers = {
    'GET /api/auth/eid': () => json({ provider, kind: provider === 'oidc' ? 'redirect' : 'app' }),
    'POST /api/auth/eid/orders': ({ body }) => {
      const index = started.length;
      if (index >= eidOrderIds.length) return json({ error: { code: 'EID_RATE_LIMITED' } }, 429);
      started.push(body as EidStartRequest);
      return json(answer(index), 201);
    },
  };
  eidOrderIds.forEach((id, index) => {
    handlers[`GET /api/auth/eid/orders/${id}`] = () => json(answer(index));
    handlers[`POST /api/auth/eid/orders/${id}/cancel`] = () => {
      cancelled.push(id);
      return new Response(null, { status: 204 });
    };
  });
  return { handlers, started, cancelled };
}

/**
 * The page's next look at its order, one poll interval on. Needs
 * `vi.useFakeTimers({ shouldAdvanceTime: true })`; call it once the page shows the pending order
 * (the poll's timer starts then).
 */
export async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(EID_POLL_MS);
  });
}

/**
 * `window.location` stood in for (jsdom's cannot be spied on, nor navigate): `assign` is a spy and
 * `hrefs` the addresses the page set `location.href` to. Undone by `vi.unstubAllGlobals()`, which
 * the test setup calls after each test.
 */
export function stubLocation() {
  const real = window.location;
  const hrefs: string[] = [];
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', {
    ...real,
    assign,
    replace: vi.fn(),
    reload: vi.fn(),
    get href() {
      return hrefs.at(-1) ?? real.href;
    },
    set href(value: string) {
      hrefs.push(value);
    },
  });
  return { assign, hrefs };
}
