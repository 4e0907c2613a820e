import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a receipt's time goes (docs/performance.md "Receipts"): milliseconds per phase of one
 * analysis, summed when a phase runs more than once (two sheets of a closer look are two jobs).
 * Collected only inside `withPhaseTimings`, so verification outside a benchmark pays one lookup.
 */
export type PhaseTimings = Record<string, number>;

const current = new AsyncLocalStorage<{ timings: PhaseTimings; stage: string }>();

/** Runs `work`, collecting the phases timed inside it. */
export async function withPhaseTimings<T>(
  work: () => Promise<T>,
): Promise<{ result: T; timings: PhaseTimings }> {
  const timings: PhaseTimings = {};
  const result = await current.run({ timings, stage: '' }, work);
  return { result, timings };
}

/** Adds `ms` to a phase of the analysis in progress, named within the current stage. */
export function notePhase(phase: string, ms: number): void {
  const store = current.getStore();
  if (!store) return;
  const name = store.stage ? `${store.stage}.${phase}` : phase;
  store.timings[name] = (store.timings[name] ?? 0) + ms;
}

/**
 * notePhase bound to the analysis in progress, for work that runs later outside its async
 * context (a job taken from a shared queue).
 */
export function phaseNoter(): (phase: string, ms: number) => void {
  const store = current.getStore();
  if (!store) return () => undefined;
  return (phase, ms) => current.run(store, () => notePhase(phase, ms));
}

/** Times `work` as `phase`; phases noted inside it (OCR queue and run) are named under it. */
export async function timedPhase<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const store = current.getStore();
  if (!store) return work();
  const started = performance.now();
  try {
    return await current.run({ timings: store.timings, stage: phase }, work);
  } finally {
    notePhase(phase, performance.now() - started);
  }
}
