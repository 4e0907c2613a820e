/** An answer's JSON text, written by a service for its route to send as it is; `T` is its shape. */
export type JsonAnswer<T> = string & { readonly answerOf: T };

/** `value` as JSON.stringify writes it, typed as the answer it is. */
export function jsonAnswer<T>(value: T): JsonAnswer<T> {
  return JSON.stringify(value) as JsonAnswer<T>;
}
