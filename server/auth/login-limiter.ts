/**
 * Counts failed logins, not logins: more than `perEmail` failures for one e-mail, or `perAddress` from one
 * address, within the window, and further attempts are refused with 429 until the oldest failure ages out
 * (CONTRACT.md §3). Kept in memory: one server process, and a restart forgetting counts is acceptable.
 */
export class LoginLimiter {
  private readonly byEmail = new Map<string, number[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly options: {
      perEmail: number;
      perAddress: number;
      windowMs: number;
      now?: () => number;
    } = { perEmail: 10, perAddress: 100, windowMs: 15 * 60_000 },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  private recent(map: Map<string, number[]>, key: string): number[] {
    const cutoff = this.now() - this.options.windowMs;
    const list = (map.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) map.set(key, list);
    else map.delete(key);
    return list;
  }

  /** Seconds to wait when the next attempt must be refused, else 0. */
  retryAfter(email: string, address: string): number {
    const checks: Array<[number[], number]> = [
      [this.recent(this.byEmail, email), this.options.perEmail],
      [this.recent(this.byAddress, address), this.options.perAddress],
    ];
    let wait = 0;
    for (const [list, limit] of checks) {
      if (list.length >= limit) {
        const oldestThatCounts = list[list.length - limit] ?? this.now();
        wait = Math.max(wait, Math.ceil((oldestThatCounts + this.options.windowMs - this.now()) / 1000));
      }
    }
    return Math.max(wait, 0);
  }

  fail(email: string, address: string): void {
    const t = this.now();
    this.byEmail.set(email, [...this.recent(this.byEmail, email), t]);
    this.byAddress.set(address, [...this.recent(this.byAddress, address), t]);
    // A flood of distinct e-mails must not grow memory without bound: drop the oldest keys.
    if (this.byEmail.size > 50_000) {
      const first = this.byEmail.keys().next().value;
      if (first !== undefined) this.byEmail.delete(first);
    }
  }
}
