/**
 * `work`'s result, or a failure once `ms` have passed without one (`what` names it in the error).
 * The work itself is not stopped: this only stops waiting for it.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, what = 'timed out'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
