/**
 * Collects the ids asked for within one tick into one call, so the cards of a result page, each
 * asking for its own bike's purchase details, make one request instead of one each. Each caller
 * gets its own id's answer (or null); a failed call fails every caller of that batch.
 */
export function createIdBatcher<T>(
  load: (ids: string[]) => Promise<Map<string, T>>,
  maxBatch: number,
): (id: string) => Promise<T | null> {
  let pending: { id: string; resolve: (value: T | null) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const waiting = pending;
    pending = [];
    for (let start = 0; start < waiting.length; start += maxBatch) {
      const batch = waiting.slice(start, start + maxBatch);
      const ids = [...new Set(batch.map((entry) => entry.id))];
      load(ids).then(
        (found) => {
          for (const entry of batch) entry.resolve(found.get(entry.id) ?? null);
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      );
    }
  }

  return (id) =>
    new Promise<T | null>((resolve, reject) => {
      pending.push({ id, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    });
}
