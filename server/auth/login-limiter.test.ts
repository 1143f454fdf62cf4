import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

describe('LoginLimiter', () => {
  const make = () => {
    let now = 1_000_000;
    const slept: number[] = [];
    const limiter = new LoginLimiter({
      perEmail: 3,
      perAddress: 5,
      windowMs: 60_000,
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    return { limiter, slept, advance: (ms: number) => (now += ms) };
  };

  it('refuses an address past the failures for one e-mail until the oldest that counts ages out', async () => {
    const { limiter, advance } = make();
    for (let i = 0; i < 3; i++) {
      expect((await limiter.check('a@x', '1.1.1.1')).retryAfter).toBe(0);
      await limiter.fail('a@x', '1.1.1.1');
      advance(10_000);
    }
    // failures at t0, t0+10s, t0+20s; now t0+30s: the first ages out at t0+60s
    expect((await limiter.check('a@x', '1.1.1.1')).retryAfter).toBe(30);
    await expect(limiter.guard('a@x', '1.1.1.1')).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': '30' },
    });
    advance(30_001);
    expect((await limiter.check('a@x', '1.1.1.1')).retryAfter).toBe(0);
  });

  it('refuses an address past its failures across e-mails, and only that address', async () => {
    const { limiter } = make();
    for (let i = 0; i < 5; i++) await limiter.fail(`u${i}@x`, '2.2.2.2');
    expect((await limiter.check('novo@x', '2.2.2.2')).retryAfter).toBeGreaterThan(0);
    expect((await limiter.check('novo@x', '3.3.3.3')).retryAfter).toBe(0);
  });

  it('never refuses an e-mail attacked from many addresses: it slows its answers, at most 2 s', async () => {
    const { limiter, slept } = make();
    for (let i = 0; i < 40; i++) await limiter.fail('alvo@x', `9.9.${i}.1`);
    const verdict = await limiter.check('alvo@x', '4.4.4.4');
    expect(verdict.retryAfter).toBe(0);
    expect(verdict.delayMs).toBe(2000);
    await limiter.guard('alvo@x', '4.4.4.4');
    expect(slept).toEqual([2000]);
    // just past the limit, a small delay; at the limit none
    const fresh = make();
    for (let i = 0; i < 3; i++) await fresh.limiter.fail('b@x', `8.8.${i}.1`);
    expect((await fresh.limiter.check('b@x', '4.4.4.4')).delayMs).toBe(0);
    await fresh.limiter.fail('b@x', '8.8.9.1');
    expect((await fresh.limiter.check('b@x', '4.4.4.4')).delayMs).toBeGreaterThan(0);
  });

  it('forgets a pair on success, but not the address count', async () => {
    const { limiter } = make();
    for (let i = 0; i < 2; i++) await limiter.fail('a@x', '1.1.1.1');
    await limiter.succeed('a@x', '1.1.1.1');
    for (let i = 0; i < 2; i++) await limiter.fail('a@x', '1.1.1.1');
    expect((await limiter.check('a@x', '1.1.1.1')).retryAfter).toBe(0);
    await limiter.fail('z@x', '1.1.1.1');
    // 5 failures from the address in all
    expect((await limiter.check('outro@x', '1.1.1.1')).retryAfter).toBeGreaterThan(0);
  });
});
