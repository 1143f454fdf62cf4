import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  createRefreshManager,
  installAuthInterceptors,
  isAuthCall,
  LOG_REFRESH_FAILED,
  LOG_REFRESHED,
  LOG_REFRESHING,
  type LockManagerLike,
  REFRESH_LOCK_NAME,
} from './refresh';
import type { TokenStore, Tokens } from './session';

// A fake server behind an axios adapter, a fake localStorage (shared by the "tabs" of a test) and a fake Web
// Locks API. Timing is controlled with deferred promises: the refresh answer is held until the test has
// arranged everything that must be waiting for it.

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function memoryStore(tokens: Tokens | null): TokenStore & { cleared(): void } {
  let access = tokens?.accessToken ?? null;
  let refresh = tokens?.refreshToken ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    storeTokens(t) {
      access = t.accessToken;
      refresh = t.refreshToken;
    },
    cleared() {
      access = null;
      refresh = null;
    },
  };
}

/** A FIFO mutex per name, like navigator.locks in exclusive mode; `waiting` counts the queued requests. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  let waiting = 0;
  const locks: LockManagerLike = {
    request(name, callback) {
      names.push(name);
      waiting++;
      const run = (tails.get(name) ?? Promise.resolve()).then(() => {
        waiting--;
        return callback();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return {
    locks,
    names,
    get waiting() {
      return waiting;
    },
  };
}

interface Call {
  url: string;
  auth: string | null;
  body: unknown;
  /** The Idempotency-Key header, on a refresh. */
  key?: string;
}

function respond(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 200 && status < 300) return response;
  // What axios's own adapters do through settle().
  throw new AxiosError(
    `Request failed with status code ${status}`,
    status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
    config,
    null,
    response,
  );
}

/**
 * The API as docs/contrato.md §3 has it: one valid access token; refresh tokens single-use, and presenting a spent one
 * revokes the session. `refreshGate`, when set, holds every refresh answer until released.
 */
function fakeServer(initial: Tokens) {
  let generation = 1;
  let access = initial.accessToken;
  let refresh = initial.refreshToken;
  const spent = new Set<string>();
  const state = {
    calls: [] as Call[],
    revoked: false,
    refreshGate: null as Deferred | null,
    failRefresh: false,
    /** Answers every data call 401 even with the valid token (a deactivated user, say). */
    refuseAll: false,
    /** Runs when a data call arrives, before it is answered. */
    onData: null as ((call: Call) => void) | null,
    /** A new sign-in (the re-authentication dialog): a fresh, valid pair, whatever happened before. */
    signIn(): Tokens {
      generation++;
      state.revoked = false;
      state.failRefresh = false;
      state.rotateTo({ accessToken: `A${generation}`, refreshToken: `R${generation}` });
      return { accessToken: access, refreshToken: refresh };
    },
    /** Makes the next access token the valid one, as if another client had refreshed. */
    rotateTo(tokens: Tokens) {
      spent.add(refresh);
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
    },
    get refreshCalls() {
      return state.calls.filter((c) => c.url === '/auth/refresh-token');
    },
    get dataCalls() {
      return state.calls.filter((c) => !c.url.startsWith('/auth/'));
    },
  };

  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    const header = config.headers.get('Authorization');
    const key = config.headers.get('Idempotency-Key');
    const call: Call = {
      url,
      auth: typeof header === 'string' ? header : null,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      ...(typeof key === 'string' ? { key } : {}),
    };
    state.calls.push(call);
    if (url === '/auth/refresh-token') {
      if (state.refreshGate) await state.refreshGate.promise;
      // A broken client could refresh forever, in microtasks only (no timer would ever end the test).
      if (state.refreshCalls.length > 5) return respond(config, 500, { message: 'Refreshes demais.' });
      const presented = (call.body as { refreshToken: string }).refreshToken;
      if (spent.has(presented)) state.revoked = true;
      if (state.failRefresh || state.revoked || presented !== refresh) {
        return respond(config, 401, { message: 'Sessão expirada. Entre novamente.' });
      }
      generation++;
      state.rotateTo({ accessToken: `A${generation}`, refreshToken: `R${generation}` });
      return respond(config, 200, { accessToken: access, refreshToken: refresh });
    }
    if (url === '/auth/login') return respond(config, 401, { message: 'E-mail ou senha inválidos.' });
    state.onData?.(call);
    if (url === '/proibido') return respond(config, 403, { message: 'Sem permissão.' });
    if (url === '/offline') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (state.refuseAll || call.auth !== `Bearer ${access}`) {
      return respond(config, 401, { message: 'Token de acesso expirado.' });
    }
    return respond(config, 200, { url, auth: call.auth });
  };

  return { state, adapter };
}

/** The user chose to leave the re-authentication dialog. */
const left = () => Promise.reject(new Error('saiu'));

/**
 * One "tab": its own axios instance and refresh manager over the shared store and locks. `onSessionLost` is the
 * re-authentication dialog; by default the user leaves it.
 */
function tab(
  adapter: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>,
  store: TokenStore,
  locks?: LockManagerLike,
) {
  const instance: AxiosInstance = axios.create({ baseURL: '/api', adapter });
  const onSessionLost = vi.fn<() => Promise<string>>(left);
  installAuthInterceptors(instance, { store, onSessionLost, getLocks: () => locks });
  return { instance, onSessionLost };
}

const EXPIRED: Tokens = { accessToken: 'A0', refreshToken: 'R1' };
const VALID: Tokens = { accessToken: 'A1', refreshToken: 'R1' };

let log: MockInstance<typeof console.log>;
let error: MockInstance<typeof console.error>;

beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  // Replaces the setup's fail-on-console-error spy: these tests assert the console messages themselves.
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  // Failure paths are asserted where they are expected; anywhere else a console.error is a bug.
  expect.soft(error.mock.calls.flat().filter((m) => m !== LOG_REFRESH_FAILED)).toEqual([]);
});

/** Lets every pending promise and adapter callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('401 handling (docs/produto.md §8)', () => {
  it('10 parallel requests with an expired token: one refresh, all replayed with the new token', async () => {
    const server = fakeServer(VALID);
    server.state.refreshGate = deferred();
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);

    const requests = Array.from({ length: 10 }, (_, i) => instance.get(`/recurso/${i}`));
    // Hold the refresh until all ten have been refused, so nine of them must wait on the running one.
    await vi.waitFor(() => expect(server.state.calls).toHaveLength(11));
    await settle();
    expect(server.state.refreshCalls).toHaveLength(1);
    server.state.refreshGate.resolve();

    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.data.auth)).toEqual(Array(10).fill('Bearer A2'));
    expect(server.state.refreshCalls).toHaveLength(1);
    expect(server.state.refreshCalls[0]?.body).toEqual({ refreshToken: 'R1' });
    // 10 refused with A0, 10 replayed with A2.
    expect(server.state.dataCalls.map((c) => c.auth).sort()).toEqual([
      ...Array(10).fill('Bearer A0'),
      ...Array(10).fill('Bearer A2'),
    ]);
    expect(store.getAccessToken()).toBe('A2');
    expect(store.getRefreshToken()).toBe('R2');
    expect(log.mock.calls).toEqual([[LOG_REFRESHING], [LOG_REFRESHED]]);
    expect(error).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('a request sent with an older token than the stored one is replayed with the stored one, no refresh', async () => {
    const server = fakeServer(VALID);
    const store = memoryStore(VALID);
    const { instance } = tab(server.adapter, store);
    // While the request is on its way, someone (another request, another tab) refreshes.
    server.state.onData = () => {
      server.state.onData = null;
      server.state.rotateTo({ accessToken: 'A9', refreshToken: 'R9' });
      store.storeTokens({ accessToken: 'A9', refreshToken: 'R9' });
    };

    const response = await instance.get('/recurso');
    expect(response.data.auth).toBe('Bearer A9');
    expect(server.state.dataCalls.map((c) => c.auth)).toEqual(['Bearer A1', 'Bearer A9']);
    expect(server.state.refreshCalls).toHaveLength(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('a replayed request refused again is not refreshed a second time: the user signs in, and one more refusal is final', async () => {
    const server = fakeServer(VALID);
    server.state.refuseAll = true;
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);
    onSessionLost.mockImplementation(async () => {
      const tokens = server.state.signIn();
      store.storeTokens(tokens);
      return tokens.accessToken;
    });

    const failure = await instance.get('/recurso').catch((e: unknown) => e);
    expect(isAxiosError(failure) && failure.response?.status).toBe(401);
    expect(server.state.refreshCalls).toHaveLength(1);
    // refused with A0 → refreshed (A2), refused → signed in again (A3), refused: no second dialog for it.
    expect(server.state.dataCalls.map((c) => c.auth)).toEqual(['Bearer A0', 'Bearer A2', 'Bearer A3']);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('a replayed request refused because the session was revoked meanwhile goes on after the new sign-in', async () => {
    const server = fakeServer(VALID);
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);
    // The renewed token dies at once (a logout elsewhere), before the replay arrives.
    server.state.onData = (call) => {
      if (call.auth === 'Bearer A2') server.state.rotateTo({ accessToken: 'X', refreshToken: 'Y' });
    };
    onSessionLost.mockImplementation(async () => {
      const tokens = server.state.signIn();
      store.storeTokens(tokens);
      return tokens.accessToken;
    });
    const response = await instance.post('/vendas', { total: 10 });
    expect(response.data.auth).toBe('Bearer A3');
    expect(server.state.dataCalls.map((c) => [c.auth, c.body])).toEqual([
      ['Bearer A0', { total: 10 }],
      ['Bearer A2', { total: 10 }],
      ['Bearer A3', { total: 10 }],
    ]);
    expect(server.state.refreshCalls).toHaveLength(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('refresh failure: the user is asked once to sign in again, and every waiting request is replayed with the new token', async () => {
    const server = fakeServer(VALID);
    server.state.failRefresh = true;
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);
    let signIn: () => void = () => {};
    onSessionLost.mockImplementation(
      () =>
        new Promise<string>((resolve) => {
          signIn = () => {
            const tokens = server.state.signIn();
            store.storeTokens(tokens);
            resolve(tokens.accessToken);
          };
        }),
    );

    const saved = instance.post('/vendas', { clienteNome: 'Ana' });
    await vi.waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
    // More requests while the dialog is open: they wait for it too, with no refresh of their own.
    const others = ['/a', '/b'].map((url) => instance.get(url));
    await vi.waitFor(() => expect(server.state.dataCalls).toHaveLength(3));
    await settle();
    expect(server.state.refreshCalls).toHaveLength(1);
    signIn();

    const responses = await Promise.all([saved, ...others]);
    expect(responses.map((r) => r.data.auth)).toEqual(Array(3).fill('Bearer A2'));
    expect(server.state.dataCalls.filter((c) => c.auth === 'Bearer A2').map((c) => [c.url, c.body])).toEqual([
      ['/vendas', { clienteNome: 'Ana' }],
      ['/a', undefined],
      ['/b', undefined],
    ]);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(server.state.refreshCalls).toHaveLength(1);
    expect(log.mock.calls).toEqual([[LOG_REFRESHING]]);
    expect(error.mock.calls).toEqual([[LOG_REFRESH_FAILED]]);
  });

  it('refresh failure and the user leaves: every waiting request is rejected, the failure is logged', async () => {
    const server = fakeServer(VALID);
    server.state.failRefresh = true;
    server.state.refreshGate = deferred();
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);

    const requests = ['/a', '/b', '/c'].map((url) => instance.get(url).catch((e: unknown) => e));
    await vi.waitFor(() => expect(server.state.calls).toHaveLength(4));
    await settle();
    server.state.refreshGate.resolve();

    const failures = await Promise.all(requests);
    for (const [i, failure] of failures.entries()) {
      // Each fails with its own 401, not the refresh call's.
      expect(isAxiosError(failure) && [failure.response?.status, failure.config?.url]).toEqual([
        401,
        ['/a', '/b', '/c'][i],
      ]);
    }
    expect(server.state.refreshCalls).toHaveLength(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(log.mock.calls).toEqual([[LOG_REFRESHING]]);
    expect(error.mock.calls).toEqual([[LOG_REFRESH_FAILED]]);
    expect(LOG_REFRESHING).toBe('Renovando accessToken...');
    expect(LOG_REFRESHED).toBe('accessToken renovado com sucesso!');
    expect(LOG_REFRESH_FAILED).toBe('Falha ao renovar accessToken!');
  });

  it('login and refresh-token calls are neither refreshed nor replayed: their 401 is the answer', async () => {
    const server = fakeServer(VALID);
    server.state.failRefresh = true;
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);

    const login = await instance.post('/auth/login', { email: 'x', senha: 'y' }).catch((e: unknown) => e);
    expect(isAxiosError(login) && login.response?.data).toEqual({ message: 'E-mail ou senha inválidos.' });
    const refresh = await instance
      .post('/auth/refresh-token', { refreshToken: 'R1' })
      .catch((e: unknown) => e);
    expect(isAxiosError(refresh) && refresh.response?.status).toBe(401);

    expect(server.state.calls.map((c) => c.url)).toEqual(['/auth/login', '/auth/refresh-token']);
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('a 403 and a network failure pass through unchanged', async () => {
    const server = fakeServer(VALID);
    const store = memoryStore(VALID);
    const { instance, onSessionLost } = tab(server.adapter, store);

    const forbidden = await instance.get('/proibido').catch((e: unknown) => e);
    expect(isAxiosError(forbidden) && [forbidden.response?.status, forbidden.response?.data]).toEqual([
      403,
      { message: 'Sem permissão.' },
    ]);
    const offline = await instance.get('/offline').catch((e: unknown) => e);
    expect(isAxiosError(offline) && [offline.message, offline.code, offline.response]).toEqual([
      'Network Error',
      'ERR_NETWORK',
      undefined,
    ]);
    expect(server.state.calls.map((c) => c.url)).toEqual(['/proibido', '/offline']);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('a replay that fails otherwise (500) passes that failure through', async () => {
    const server = fakeServer(VALID);
    const store = memoryStore(EXPIRED);
    const { instance, onSessionLost } = tab(server.adapter, store);
    server.state.onData = (call) => {
      if (call.auth === 'Bearer A2') throw new AxiosError('boom', AxiosError.ERR_BAD_RESPONSE);
    };
    const failure = await instance.get('/recurso').catch((e: unknown) => e);
    expect(isAxiosError(failure) && failure.message).toBe('boom');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('sends the stored access token as Bearer, read on every request', async () => {
    const server = fakeServer(VALID);
    const store = memoryStore(null);
    const { instance } = tab(server.adapter, store);
    await instance.get('/offline').catch(() => undefined);
    store.storeTokens(VALID);
    await instance.get('/recurso');
    expect(server.state.dataCalls.map((c) => c.auth)).toEqual([null, 'Bearer A1']);
  });
});

describe('across tabs (shared localStorage, Web Locks)', () => {
  it('expired tokens in two tabs: one refresh between them, and the spent refresh token is never sent', async () => {
    const server = fakeServer(VALID);
    server.state.refreshGate = deferred();
    const store = memoryStore(EXPIRED);
    const locks = fakeLocks();
    const tabA = tab(server.adapter, store, locks.locks);
    const tabB = tab(server.adapter, store, locks.locks);

    const requests = [
      ...['/a1', '/a2', '/a3'].map((url) => tabA.instance.get(url)),
      ...['/b1', '/b2', '/b3'].map((url) => tabB.instance.get(url)),
    ];
    // Both tabs saw R1 and started a refresh; A holds the lock and calls the server, B queues behind it.
    await vi.waitFor(() => {
      expect(server.state.refreshCalls).toHaveLength(1);
      expect(locks.waiting).toBe(1);
    });
    server.state.refreshGate.resolve();

    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.data.auth)).toEqual(Array(6).fill('Bearer A2'));
    expect(server.state.refreshCalls.map((c) => c.body)).toEqual([{ refreshToken: 'R1' }]);
    expect(server.state.revoked).toBe(false);
    expect(locks.names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(REFRESH_LOCK_NAME).toBe('vendas-refresh-token');
    expect(log.mock.calls).toEqual([[LOG_REFRESHING], [LOG_REFRESHED]]);
    expect(tabA.onSessionLost).not.toHaveBeenCalled();
    expect(tabB.onSessionLost).not.toHaveBeenCalled();
  });

  it('without the lock the same race spends the token twice (what the lock is for)', async () => {
    const server = fakeServer(VALID);
    server.state.refreshGate = deferred();
    const store = memoryStore(EXPIRED);
    const tabA = tab(server.adapter, store);
    const tabB = tab(server.adapter, store);

    const requests = [tabA.instance.get('/a'), tabB.instance.get('/b')].map((p) =>
      p.catch((e: unknown) => e),
    );
    await vi.waitFor(() => expect(server.state.refreshCalls).toHaveLength(2));
    server.state.refreshGate.resolve();
    await Promise.all(requests);
    expect(server.state.revoked).toBe(true);
    expect(error).toHaveBeenCalledWith(LOG_REFRESH_FAILED);
  });

  it('a tab whose 401 comes after another tab refreshed just replays with the stored token', async () => {
    const server = fakeServer(VALID);
    const store = memoryStore(EXPIRED);
    const locks = fakeLocks();
    const tabA = tab(server.adapter, store, locks.locks);
    const tabB = tab(server.adapter, store, locks.locks);

    await tabA.instance.get('/a');
    // B's request left with the old token before A stored the new pair.
    store.storeTokens(EXPIRED);
    server.state.onData = () => {
      server.state.onData = null;
      store.storeTokens({ accessToken: 'A2', refreshToken: 'R2' });
    };
    const response = await tabB.instance.get('/b');
    expect(response.data.auth).toBe('Bearer A2');
    expect(server.state.refreshCalls).toHaveLength(1);
  });

  it("a tab whose localStorage has not yet seen another tab's rotation takes the ledger's pair, never the spent one", async () => {
    // Chromium: each tab keeps its own copy of localStorage, updated later; the ledger (IndexedDB) is ordered.
    for (const withLedger of [true, false]) {
      const server = fakeServer(VALID);
      server.state.refreshGate = deferred();
      const ledger = { entry: null as (Tokens & { at: number }) | null, clock: 0 };
      const laggingTab = (): TokenStore => {
        const own = memoryStore(EXPIRED);
        let at = 0;
        const store: TokenStore = {
          ...own,
          storeTokens(t) {
            own.storeTokens(t);
            at = ++ledger.clock;
            ledger.entry = { ...t, at };
          },
        };
        if (!withLedger) return store;
        return {
          ...store,
          latestTokens: async () =>
            ledger.entry && ledger.entry.at > at
              ? ledger.entry
              : { accessToken: own.getAccessToken(), refreshToken: own.getRefreshToken() ?? '' },
          storeTokensDurably: async (t) => store.storeTokens(t),
        };
      };
      const locks = fakeLocks();
      const tabA = tab(server.adapter, laggingTab(), locks.locks);
      const tabB = tab(server.adapter, laggingTab(), locks.locks);

      const requests = [tabA.instance.get('/a'), tabB.instance.get('/b')].map((p) =>
        p.catch((e: unknown) => e),
      );
      await vi.waitFor(() => {
        expect(server.state.refreshCalls).toHaveLength(1);
        expect(locks.waiting).toBe(1);
      });
      server.state.refreshGate.resolve();
      const [a, b] = await Promise.all(requests);
      if (withLedger) {
        // B, whose own copy still says R1, takes A's new pair from the ledger: one refresh, the session alive
        expect([a, b].map((r) => (r as AxiosResponse).data.auth)).toEqual(['Bearer A2', 'Bearer A2']);
        expect(server.state.refreshCalls.map((c) => c.body)).toEqual([{ refreshToken: 'R1' }]);
        expect(server.state.revoked).toBe(false);
        expect(tabB.onSessionLost).not.toHaveBeenCalled();
      } else {
        // what the ledger is for: B presents the spent R1 and the server revokes the session
        expect(server.state.refreshCalls.map((c) => c.body)).toEqual([
          { refreshToken: 'R1' },
          { refreshToken: 'R1' },
        ]);
        expect(server.state.revoked).toBe(true);
        expect(tabB.onSessionLost).toHaveBeenCalledTimes(1);
      }
      log.mockClear();
    }
  });

  it('logged out by another tab while waiting for the lock: no refresh call, each tab asks for a sign-in', async () => {
    const server = fakeServer(VALID);
    server.state.refreshGate = deferred();
    const store = memoryStore(EXPIRED);
    const locks = fakeLocks();
    const tabA = tab(server.adapter, store, locks.locks);
    const tabB = tab(server.adapter, store, locks.locks);
    server.state.failRefresh = true;

    const a = tabA.instance.get('/a').catch((e: unknown) => e);
    const b = tabB.instance.get('/b').catch((e: unknown) => e);
    await vi.waitFor(() => expect(locks.waiting).toBe(1));
    // A's refresh fails and A logs out, clearing the shared storage, before B gets the lock.
    tabA.onSessionLost.mockImplementation(() => {
      store.cleared();
      return left();
    });
    server.state.refreshGate.resolve();
    await Promise.all([a, b]);

    expect(server.state.refreshCalls).toHaveLength(1);
    expect(tabA.onSessionLost).toHaveBeenCalledTimes(1);
    expect(tabB.onSessionLost).toHaveBeenCalledTimes(1);
  });
});

describe('createRefreshManager', () => {
  it('waits for the running refresh rather than starting another', async () => {
    const store = memoryStore(EXPIRED);
    const gate = deferred();
    const requestRefresh = vi.fn(async () => {
      await gate.promise;
      return { accessToken: 'A2', refreshToken: 'R2' };
    });
    const manager = createRefreshManager({ store, requestRefresh, onSessionLost: vi.fn(left) });
    const first = manager.tokenAfter401('A0');
    // Sent with a token that is not the stored one, but a refresh is running: step 1 comes first.
    const second = manager.tokenAfter401('A-1');
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual(['A2', 'A2']);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    // Done: a later 401 with the old token is step 2.
    expect(await manager.tokenAfter401('A0')).toBe('A2');
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('without a stored refresh token (logged out elsewhere) it asks for a sign-in without calling the server', async () => {
    const onSessionLost = vi.fn(async () => 'A5');
    const requestRefresh = vi.fn(async () => VALID);
    const manager = createRefreshManager({ store: memoryStore(null), requestRefresh, onSessionLost });
    expect(await manager.tokenAfter401(null)).toBe('A5');
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(error.mock.calls).toEqual([[LOG_REFRESH_FAILED]]);
    expect(log).not.toHaveBeenCalled();
  });

  it('a failed refresh does not stick: the next expiry tries again', async () => {
    const store = memoryStore(EXPIRED);
    const requestRefresh = vi
      .fn<(token: string) => Promise<Tokens>>()
      .mockRejectedValueOnce(new Error('fora do ar'))
      .mockResolvedValueOnce({ accessToken: 'A2', refreshToken: 'R2' });
    const manager = createRefreshManager({ store, requestRefresh, onSessionLost: vi.fn(left) });
    await expect(manager.tokenAfter401('A0')).rejects.toThrow('saiu');
    expect(await manager.tokenAfter401('A0')).toBe('A2');
  });
});

describe('a rotation whose answer was lost (a reload while it was on the way)', () => {
  it("sends the store's rotation key, and a retry of the same token goes with the same key", async () => {
    const store = memoryStore(EXPIRED);
    const keys = new Map<string, string>();
    let issued = 0;
    store.rotationKey = async (refreshToken) => {
      const known = keys.get(refreshToken);
      if (known) return known;
      const key = `chave-${++issued}`;
      keys.set(refreshToken, key);
      return key;
    };
    const requestRefresh = vi
      .fn<(token: string, key?: string) => Promise<Tokens>>()
      // the first answer never reaches the page
      .mockRejectedValueOnce(new Error('página recarregada'))
      .mockResolvedValueOnce({ accessToken: 'A2', refreshToken: 'R2' })
      .mockResolvedValueOnce({ accessToken: 'A3', refreshToken: 'R3' });
    const manager = createRefreshManager({ store, requestRefresh, onSessionLost: vi.fn(left) });
    await expect(manager.tokenAfter401('A0')).rejects.toThrow('saiu');
    expect(await manager.tokenAfter401('A0')).toBe('A2');
    expect(await manager.tokenAfter401('A2')).toBe('A3');
    // the same token twice with one key; the next token with a key of its own
    expect(requestRefresh.mock.calls).toEqual([
      [EXPIRED.refreshToken, 'chave-1'],
      [EXPIRED.refreshToken, 'chave-1'],
      ['R2', 'chave-2'],
    ]);
  });

  it('sends the key as the Idempotency-Key header', async () => {
    const { state, adapter } = fakeServer(VALID);
    const store = memoryStore(EXPIRED);
    store.rotationKey = async () => 'chave-registrada-0123456789';
    const { instance } = tab(adapter, store);
    expect((await instance.get('/produtos')).status).toBe(200);
    expect(state.refreshCalls.map((c) => c.key)).toEqual(['chave-registrada-0123456789']);
    // the data calls carry none
    expect(state.dataCalls.map((c) => c.key)).toEqual([undefined, undefined]);
  });
});

describe('isAuthCall', () => {
  it('matches login, refresh-token and logout only', () => {
    for (const url of [
      '/auth/login',
      'auth/login',
      '/auth/refresh-token',
      '/auth/logout',
      '/api/auth/login?x=1',
    ]) {
      expect(isAuthCall(url), url).toBe(true);
    }
    for (const url of [undefined, '/usuarios/me', '/auth/loginx', '/authors/login-history', '/auth']) {
      expect(isAuthCall(url), String(url)).toBe(false);
    }
  });
});
