import { describe, expect, it } from 'vitest';
import { appRoutePaths } from '@ramkoll/shared/rules/app-routes';
import { paths } from './paths';

describe('paths', () => {
  it('lists exactly the pages the server answers with 200 (every other path is a 404)', () => {
    const routed = Object.values(paths).map((route) => route.path);
    expect([...routed].sort()).toEqual([...appRoutePaths].sort());
  });
});
