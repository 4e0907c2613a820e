import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json promises a Node version (engines); every installed package must run on it, or a
// fresh install warns and the promise is false (a package asking for more gets an override).
const root = resolve(import.meta.dirname, '../../../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node version we promise', () => {
  it('is one every installed package accepts', () => {
    const floor = semver.minVersion(manifest.engines.node)?.version ?? '';
    expect(floor).not.toBe('');
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.satisfies(floor, wanted)
          ? [`${path}@${entry.version} wants node ${wanted}`]
          : [];
      });
    expect(refusing).toEqual([]);
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
  });
});
