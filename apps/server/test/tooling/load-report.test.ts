import { describe, expect, it } from 'vitest';
import type { Measured } from '../../bench/load/measure.js';
import { baselineAround, markdownTable, score, type Row } from '../../bench/load/report.js';
import { withHealthBetween, type Kind } from '../../bench/load/workload.js';

const health = (name: string): Kind => ({
  name,
  description: 'health',
  paths: ['/api/health'],
  baseline: true,
});
const kind = (name: string, minRatio: number): Kind => ({
  name,
  description: name,
  paths: [`/api/search?q=${name}`],
  target: { minRatio },
});

function measured(perSecond: number): Measured {
  return {
    requests: perSecond * 15,
    perSecond,
    p50: 10,
    p99: 20,
    max: 30,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  };
}

describe('the load bench report', () => {
  it('puts a health window between every two measured kinds, and none beside the first and last', () => {
    const kinds = withHealthBetween([
      health('health-first'),
      kind('exact', 0.5),
      kind('close', 0.3),
      health('health-last'),
    ]);
    expect(kinds.map((each) => each.name)).toEqual([
      'health-first',
      'exact',
      'health',
      'close',
      'health-last',
    ]);
    expect(kinds[2]).toMatchObject({ baseline: true, between: true, paths: ['/api/health'] });
    expect(
      withHealthBetween([health('health-first'), kind('exact', 0.5), health('health-last')]),
    ).toHaveLength(3);
  });

  it('compares each kind with the health windows just before and after it, not with the run’s ends', () => {
    // The machine sped up during the run: health 2,000 req/s at the start, 6,000 at the end.
    const rows: Row[] = [
      { kind: health('health-first'), measured: measured(2000) },
      { kind: kind('exact', 0.5), measured: measured(1100) },
      { kind: { ...health('health'), between: true }, measured: measured(2400) },
      { kind: kind('close', 0.3), measured: measured(1600) },
      { kind: health('health-last'), measured: measured(6000) },
    ];
    expect(baselineAround(rows, 1)).toBe(2200);
    expect(baselineAround(rows, 3)).toBe(4200);
    const result = score(rows);
    expect(result.baseline).toBeCloseTo(10400 / 3);
    const [, exact, , close] = result.rows;
    // 1,100 of 2,200 passes 50 %; against the run's mean (3,467) it would have failed.
    expect(exact).toMatchObject({ baseline: 2200, ratio: 0.5, verdict: { pass: true } });
    // 1,600 of 4,200 is 38 %.
    expect(close?.ratio).toBeCloseTo(1600 / 4200);
    expect(close?.verdict.pass).toBe(true);
    expect(result.pass).toBe(true);
    expect(markdownTable(result.rows, 10_000)).toContain('| exact | 16,500 | 1,100 | 2,200 | 50 % |');
  });

  it('fails a kind below its share of the health check around it', () => {
    const rows: Row[] = [
      { kind: health('health-first'), measured: measured(5000) },
      { kind: kind('close', 0.3), measured: measured(1400) },
      { kind: health('health-last'), measured: measured(5000) },
    ];
    const result = score(rows);
    expect(result.rows[1]?.verdict).toEqual({ pass: false, why: ['< 30 %'] });
    expect(result.pass).toBe(false);
  });
});
