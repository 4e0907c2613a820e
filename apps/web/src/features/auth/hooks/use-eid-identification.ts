import { useCallback, useEffect, useRef, useState } from 'react';
import type { EidOrderResponse, EidStartRequest } from '@ramkoll/shared/schemas/eid';
import { cancelEidOrder, fetchEidOrder, startEidOrder } from '../api/eid';

/** BankID's animated QR code changes every second, so the order is asked for every second. */
export const EID_POLL_MS = 1000;
/** Network failures in a row before the page gives up following the order. */
const MAX_POLL_FAILURES = 5;

export type EidState =
  | { step: 'idle' }
  | { step: 'starting' }
  /** A broker's page (OpenID Connect) is opening. */
  | { step: 'redirecting' }
  | { step: 'pending'; order: EidOrderResponse }
  | { step: 'complete'; order: EidOrderResponse }
  /** `hintCode` from BankID, or `error` when our own call failed (rate limit, network …). */
  | { step: 'failed'; hintCode: string | null; sameDevice: boolean; error: unknown };

/** The page's state for an order as the server answered it. */
function stateOf(order: EidOrderResponse): EidState {
  if (order.status === 'pending') return { step: 'pending', order };
  if (order.status === 'complete') return { step: 'complete', order };
  return { step: 'failed', hintCode: order.hintCode, sameDevice: order.sameDevice, error: null };
}

/**
 * One e-ID identification as the page follows it (decision 087): start an order, then ask for it
 * every second (the QR code changes, the hint says what the person is doing) until it completes
 * or fails. A broker's order sends the browser to the broker instead; `resume` picks it up when
 * the broker sends the person back.
 */
export function useEidIdentification() {
  const [state, setState] = useState<EidState>({ step: 'idle' });
  const failures = useRef(0);
  /** The state as last set: `cancel` reads it outside a state updater, which StrictMode runs twice. */
  const current = useRef<EidState>({ step: 'idle' });
  /** Which start, resume, cancel or reset is the latest: an answer to an older one is dropped. */
  const generation = useRef(0);

  const update = useCallback((next: EidState) => {
    current.current = next;
    setState(next);
  }, []);

  const start = useCallback(
    async (request: EidStartRequest) => {
      const mine = ++generation.current;
      update({ step: 'starting' });
      try {
        const order = await startEidOrder(request);
        if (mine !== generation.current) {
          // Cancelled (or started again) while the order was being started: nobody follows it.
          if (order.status === 'pending') void cancelEidOrder(order.id).catch(() => undefined);
          return;
        }
        if (order.redirectUrl) {
          update({ step: 'redirecting' });
          window.location.assign(order.redirectUrl);
          return;
        }
        failures.current = 0;
        update(stateOf(order));
      } catch (error) {
        if (mine !== generation.current) return;
        update({ step: 'failed', hintCode: null, sameDevice: request.sameDevice ?? false, error });
      }
    },
    [update],
  );

  const resume = useCallback(
    async (orderId: string) => {
      const mine = ++generation.current;
      update({ step: 'starting' });
      try {
        const order = await fetchEidOrder(orderId);
        if (mine !== generation.current) return;
        update(stateOf(order));
      } catch (error) {
        if (mine !== generation.current) return;
        update({ step: 'failed', hintCode: null, sameDevice: false, error });
      }
    },
    [update],
  );

  const cancel = useCallback(() => {
    generation.current += 1;
    const now = current.current;
    if (now.step === 'pending') void cancelEidOrder(now.order.id).catch(() => undefined);
    update({ step: 'idle' });
  }, [update]);

  const reset = useCallback(() => {
    generation.current += 1;
    update({ step: 'idle' });
  }, [update]);

  const pendingId = state.step === 'pending' ? state.order.id : null;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!pendingId) return;
    let stopped = false;
    const timer = window.setTimeout(() => {
      fetchEidOrder(pendingId)
        .then((order) => {
          if (stopped) return;
          failures.current = 0;
          update(stateOf(order));
          setTick((value) => value + 1);
        })
        .catch((error: unknown) => {
          if (stopped) return;
          failures.current += 1;
          if (failures.current >= MAX_POLL_FAILURES) {
            update({ step: 'failed', hintCode: null, sameDevice: false, error });
          } else {
            setTick((value) => value + 1);
          }
        });
    }, EID_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pendingId, tick, update]);

  return { state, start, resume, cancel, reset };
}
