import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

describe('LoginLimiter', () => {
  const make = () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter({ perEmail: 3, perAddress: 5, windowMs: 60_000, now: () => now });
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('allows attempts up to the limit of failures, then asks to wait until the oldest ages out', () => {
    const { limiter, advance } = make();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(0);
      limiter.fail('a@x', '1.1.1.1');
      advance(10_000);
    }
    // failures at t0, t0+10s, t0+20s; now t0+30s: the first ages out at t0+60s
    expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(30);
    advance(30_001);
    expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(0);
  });

  it('counts addresses across e-mails, and e-mails across addresses', () => {
    const { limiter } = make();
    for (let i = 0; i < 5; i++) limiter.fail(`u${i}@x`, '2.2.2.2');
    expect(limiter.retryAfter('novo@x', '2.2.2.2')).toBeGreaterThan(0);
    expect(limiter.retryAfter('novo@x', '3.3.3.3')).toBe(0);
    for (let i = 0; i < 3; i++) limiter.fail('alvo@x', `9.9.9.${i}`);
    expect(limiter.retryAfter('alvo@x', '4.4.4.4')).toBeGreaterThan(0);
  });
});
