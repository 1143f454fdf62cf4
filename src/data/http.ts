import axios from 'axios';
import { getAccessToken } from '../auth/session';

/**
 * The one HTTP client for `/api` (SPEC §7): JSON, with the stored access token as Bearer.
 *
 * The token is read on every request rather than captured once, so a token stored after a login or a refresh
 * is used by the very next call. The 401 refresh-and-replay of SPEC §8 belongs in a response interceptor here;
 * it must leave `/auth/*` alone, where a 401 means wrong credentials or a spent refresh token.
 */
export const http = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
