import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a failure: it usually means a React warning or an unhandled rejection
// that a passing assertion would otherwise hide. Tests that expect one mock console.error themselves.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  const seen = calls;
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(`console.error inesperado:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
