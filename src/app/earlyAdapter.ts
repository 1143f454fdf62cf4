import { type AxiosAdapter, AxiosHeaders, type AxiosInstance, getAdapter } from 'axios';
import { learnGet, takeEarlyGet } from '../data/early';

/**
 * Lets `instance` answer a GET from src/data/early.ts's early call to the same address when there is one (and
 * it succeeded: anything else goes to the network, where the 401 refresh of src/auth/refresh.ts applies), and
 * remembers the GETs of a page's load for the next one.
 */
export function installEarlyGets(instance: AxiosInstance): void {
  const network = getAdapter(instance.defaults.adapter);
  instance.interceptors.request.use(async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return config;
    const url = instance.getUri(config);
    const now = performance.now();
    learnGet(url, now);
    const early = takeEarlyGet(url, now);
    if (!early) return config;
    const adapter: AxiosAdapter = async (cfg) => {
      const answer = await early;
      if (!answer || answer.status < 200 || answer.status >= 300) return network(cfg);
      return {
        data: answer.body,
        status: answer.status,
        statusText: 'OK',
        headers: new AxiosHeaders(answer.headers),
        config: cfg,
        request: null,
      };
    };
    config.adapter = adapter;
    return config;
  });
}
