import { describe, expect, it } from 'vitest';
import { ratios } from './bench-cluster.ts';

const load = (callers: number, rps: number) => ({
  callers,
  rps,
  seconds: 10,
  requests: rps * 10,
  errors: 0,
  byServer: {},
  generatorCores: 0.5,
  loadAverage: 2,
  msByPath: {},
});

describe('the cluster bench ratios', () => {
  it('divides each run by one process at the same number of callers', () => {
    const out = ratios([
      { processes: 1, loads: [load(8, 200), load(32, 250)] },
      { processes: 2, loads: [load(8, 390), load(32, 300)] },
      { processes: 4, loads: [load(8, 333), load(32, 500)] },
    ]);
    expect(out).toEqual({ '8': { '1': 1, '2': 1.95, '4': 1.67 }, '32': { '1': 1, '2': 1.2, '4': 2 } });
  });

  it('gives no ratio without a run of one process, or where one process answered nothing', () => {
    expect(ratios([{ processes: 2, loads: [load(8, 390)] }])).toEqual({});
    expect(
      ratios([
        { processes: 1, loads: [load(8, 0)] },
        { processes: 2, loads: [load(8, 10)] },
      ]),
    ).toEqual({});
  });
});
