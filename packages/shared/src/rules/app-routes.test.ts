import { describe, expect, it } from 'vitest';
import { appRouteNavigationPatterns, isAppRoute } from './app-routes.js';

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

describe('appRouteNavigationPatterns', () => {
  const matches = (pathAndQuery: string) =>
    appRouteNavigationPatterns.some((pattern) => pattern.test(pathAndQuery));

  it.each(['/', '/?from=pwa', '/auth?redirect=%2Fmessages', '/My-Bikes/', '/q/DEMOSTULEN1', '/settings'])(
    'lets the service worker answer %s',
    (pathAndQuery) => expect(matches(pathAndQuery)).toBe(true),
  );

  it.each(['/finns-inte', '/finns-inte?x=1', '/my-bikes/extra', '/q/', '/q/a/b', '/authx', '//', '/.env'])(
    'leaves %s to the server',
    (pathAndQuery) => expect(matches(pathAndQuery)).toBe(false),
  );
});
