import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionPostgresSettings, settingsOfCommand } from '../../bench/load/production-postgres.js';

// The load and analytics benches start PostgreSQL with the settings compose.yaml gives production
// (decision 057), read from the file: what is measured is what is deployed.
describe('production PostgreSQL settings', () => {
  it("are read from compose.yaml's postgres command, with their defaults", async () => {
    const settings = await productionPostgresSettings(resolve(import.meta.dirname, '../../../..'));
    expect(settings).toMatchObject({
      shared_buffers: '4GB',
      shared_preload_libraries: 'pg_prewarm',
    });
  });

  it('resolve ${NAME:-default} from the environment first, as docker compose does', () => {
    const command = ['postgres', '-c', 'shared_buffers=${SB:-4GB}', '-c', 'work_mem=8MB'];
    expect(settingsOfCommand(command, {})).toEqual({ shared_buffers: '4GB', work_mem: '8MB' });
    expect(settingsOfCommand(command, { SB: '1GB' })).toEqual({ shared_buffers: '1GB', work_mem: '8MB' });
    expect(settingsOfCommand(command, { SB: '' })).toEqual({ shared_buffers: '4GB', work_mem: '8MB' });
  });

  it('refuse a setting that is not name=value, or a variable without a default that is unset', () => {
    expect(() => settingsOfCommand(['postgres', '-c', 'shared_buffers'], {})).toThrow(/name=value/);
    expect(() => settingsOfCommand(['postgres', '-c', 'a=${NOPE}'], {})).toThrow(/no default/);
  });
});
