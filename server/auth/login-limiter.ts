import { HttpError } from '../errors.ts';

/**
 * Where failed attempts are kept. The limiter holds the policy; a store only remembers failures, so a store in
 * PostgreSQL (docs/contrato.md §8: several processes share the counts) can replace the in-memory one.
 */
export interface LoginFailureStore {
  /**
   * Failures since `since` (ms epoch): the times for this e-mail from this address and for this address (oldest
   * first; each list is bounded by its limit, since refused attempts are not recorded), and how many for this
   * e-mail from anywhere.
   */
  recent(
    email: string,
    address: string,
    since: number,
  ): Promise<{ pair: number[]; address: number[]; email: number }>;
  add(email: string, address: string, at: number): Promise<void>;
  /** A successful sign-in forgets that pair's failures (the address and e-mail counts stay). */
  clearPair(email: string, address: string): Promise<void>;
}

type Times = Map<string, number[]>;

/** One process's memory: a restart forgets the counts, and each process of several counts alone. */
export class MemoryLoginFailureStore implements LoginFailureStore {
  private readonly byPair: Times = new Map();
  private readonly byAddress: Times = new Map();
  private readonly byEmail: Times = new Map();

  constructor(private readonly maxKeys = 50_000) {}

  private recentOf(map: Times, key: string, since: number): number[] {
    const list = (map.get(key) ?? []).filter((t) => t > since);
    if (list.length) map.set(key, list);
    else map.delete(key);
    return list;
  }

  private push(map: Times, key: string, at: number): void {
    const list = map.get(key) ?? [];
    list.push(at);
    // Keep no more than needed to judge any limit: a flood must not grow one list without bound.
    if (list.length > 1000) list.splice(0, list.length - 1000);
    map.delete(key);
    map.set(key, list);
    // …nor the number of keys: drop the least recently failed.
    if (map.size > this.maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  async recent(email: string, address: string, since: number) {
    return {
      pair: this.recentOf(this.byPair, pairKey(email, address), since),
      address: this.recentOf(this.byAddress, address, since),
      email: this.recentOf(this.byEmail, email, since).length,
    };
  }

  async add(email: string, address: string, at: number) {
    this.push(this.byPair, pairKey(email, address), at);
    this.push(this.byAddress, address, at);
    this.push(this.byEmail, email, at);
  }

  async clearPair(email: string, address: string) {
    this.byPair.delete(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `${address}\n${email}`;

export interface LoginLimiterOptions {
  /** Failures for one e-mail from one address before further attempts from there are refused. */
  perEmail: number;
  /** Failures from one address, any e-mails, before its further attempts are refused. */
  perAddress: number;
  windowMs: number;
  now?: () => number;
  /** Past `perEmail` failures for an e-mail from anywhere, each answer for it waits this much more… */
  delayStepMs?: number;
  /** …up to this (docs/contrato.md §3: at most 2 s). */
  maxDelayMs?: number;
  /** The wait itself; tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  store?: LoginFailureStore;
}

/** docs/contrato.md §3: 10 failures per e-mail and address, 100 per address, within 15 minutes. */
export const DEFAULT_LIMITS = { perEmail: 10, perAddress: 100, windowMs: 15 * 60_000 } as const;

export interface LimiterVerdict {
  /** Seconds until an attempt from this address for this e-mail may be tried again; 0 when it may now. */
  retryAfter: number;
  /** How long to hold the answer (e-mail attacked from many addresses). */
  delayMs: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts failed password checks, not sign-ins (docs/contrato.md §3). An address that failed more than `perEmail` times
 * for one e-mail, or `perAddress` times in all, within the window, is refused with 429 until enough of its
 * failures age out. Failures for one e-mail from many addresses never refuse: the owner, from an address of
 * their own, must still get in. They slow the answers for that e-mail instead, which costs an attacker time per
 * guess without locking anyone out.
 */
export class LoginLimiter {
  private readonly options: Required<Omit<LoginLimiterOptions, 'now' | 'store'>> & {
    now: () => number;
    store: LoginFailureStore;
  };

  constructor(options: LoginLimiterOptions = DEFAULT_LIMITS) {
    this.options = {
      delayStepMs: 250,
      maxDelayMs: 2000,
      sleep: realSleep,
      now: Date.now,
      store: new MemoryLoginFailureStore(),
      ...options,
    };
  }

  async check(email: string, address: string): Promise<LimiterVerdict> {
    const { perEmail, perAddress, windowMs, delayStepMs, maxDelayMs, now, store } = this.options;
    const t = now();
    const recent = await store.recent(email, address, t - windowMs);
    let retryAfter = 0;
    for (const [list, limit] of [
      [recent.pair, perEmail],
      [recent.address, perAddress],
    ] as const) {
      if (list.length >= limit) {
        // the attempt may come when the failure that keeps the count at the limit ages out
        const oldestThatCounts = list[list.length - limit] ?? t;
        retryAfter = Math.max(retryAfter, Math.ceil((oldestThatCounts + windowMs - t) / 1000), 1);
      }
    }
    const beyond = recent.email - perEmail;
    const delayMs = beyond > 0 ? Math.min(maxDelayMs, beyond * delayStepMs) : 0;
    return { retryAfter, delayMs };
  }

  /**
   * Before a password check: throws the 429 when this address must wait, else holds the answer as long as the
   * e-mail's failures from everywhere ask.
   */
  async guard(email: string, address: string): Promise<void> {
    const { retryAfter, delayMs } = await this.check(email, address);
    if (retryAfter > 0) {
      throw new HttpError(
        429,
        `Muitas tentativas de entrada. Tente novamente em ${Math.ceil(retryAfter / 60)} minuto(s).`,
        undefined,
        { 'Retry-After': String(retryAfter) },
      );
    }
    if (delayMs > 0) await this.options.sleep(delayMs);
  }

  fail(email: string, address: string): Promise<void> {
    return this.options.store.add(email, address, this.options.now());
  }

  succeed(email: string, address: string): Promise<void> {
    return this.options.store.clearPair(email, address);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiter of the /api routes (app.ts): sign-in and password changes count failures in it. */
    loginLimiter: LoginLimiter;
  }
}
