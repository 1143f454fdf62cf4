import { describe, expect, it } from 'vitest';
import { type Planned, plan } from './sequencer';

const file = (item: string, project: string, group: string, work: number): Planned<string> => ({
  item,
  project,
  group,
  work,
});

describe('the run order (tests/setup/sequencer.ts)', () => {
  const files = [
    file('e2e-long', 'e2e', 'e2e:node', 90),
    file('e2e-short', 'e2e', 'e2e:node', 30),
    file('api-1', 'api', 'api:node', 10),
    file('screen-1', 'screens', 'screens:jsdom', 8),
    file('api-2', 'api', 'api:node', 20),
    file('unit-jsdom', 'unit', 'unit:jsdom', 2),
    file('screen-2', 'screens', 'screens:jsdom', 9),
    file('unit-node', 'unit', 'unit:node', 3),
    file('api-3', 'api', 'api:node', 5),
  ];

  it('keeps each group of busy files together, the heaviest group first, longest first within it', () => {
    const busy = plan(files).filter((f) => !f.startsWith('e2e'));
    expect(busy).toEqual(['api-2', 'api-1', 'api-3', 'screen-2', 'screen-1', 'unit-node', 'unit-jsdom']);
  });

  it('spreads the e2e files through the run, the longest first, between busy files', () => {
    const order = plan(files);
    expect(order.filter((f) => f.startsWith('e2e'))).toEqual(['e2e-long', 'e2e-short']);
    // neither at the very end nor both at the start: busy files run beside them
    expect(order.indexOf('e2e-long')).toBeLessThan(order.indexOf('e2e-short'));
    expect(order.indexOf('e2e-short')).toBeLessThan(order.length - 1);
    expect(order.indexOf('e2e-short')).toBeGreaterThan(1);
    expect(order).toHaveLength(files.length);
  });
});
