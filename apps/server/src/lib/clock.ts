/** The time source of everything with a deadline (tokens, sessions, rate limits): tests move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
