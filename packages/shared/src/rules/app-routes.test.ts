import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.js';

describe('isAppRoute', () => {
  it.each(['/', '/my-bikes', '/my-bikes/', '/My-Bikes', '/q/25G7CEBKTL', '/admin-bike-search'])(
    'knows %s',
    (path) => expect(isAppRoute(path)).toBe(true),
  );

  it.each(['/nope', '/my-bikes/extra', '/q', '/q/', '/q/a/b', '/admin', '/my-bikesx', '/.env'])(
    'does not know %s',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});
