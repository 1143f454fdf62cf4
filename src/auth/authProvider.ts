import { isAxiosError } from 'axios';
import type { AuthProvider } from 'react-admin';
import { http } from '../data/http';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUsuario,
  storeTokens,
  storeUsuario,
  type UsuarioSessao,
} from './session';

interface LoginParams {
  // react-admin's LoginWithEmail names the field `email`, its plain LoginForm `username`.
  email?: string;
  username?: string;
  password: string;
}

interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  usuario: UsuarioSessao;
}

/**
 * The server's own words (CONTRACT §6 error bodies are Portuguese) for the login form to show,
 * e.g. 'E-mail ou senha inválidos.' on 401 or the rate-limit notice on 429.
 */
function loginErrorMessage(error: unknown): string {
  if (isAxiosError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message !== '') return message;
    // No response at all: axios says 'Network Error', which SPEC §8 keeps as is.
    if (!error.response) return error.message;
  }
  return 'ra.auth.sign_in_error';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // react-admin's HttpError carries `status`; a raw axios error carries `response.status`.
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' ? response.status : undefined;
}

export const authProvider: AuthProvider = {
  async login({ email, username, password }: LoginParams) {
    try {
      const { data } = await http.post<LoginResponse>('/auth/login', {
        email: email ?? username,
        senha: password,
      });
      storeTokens(data);
      storeUsuario(data.usuario);
    } catch (error) {
      throw new Error(loginErrorMessage(error));
    }
  },

  async logout() {
    const refreshToken = getRefreshToken();
    if (refreshToken) {
      try {
        await http.post('/auth/logout', { refreshToken });
      } catch {
        // The session ends on this side whatever the server says; an unrevoked token just expires.
      }
    }
    clearSession();
  },

  async checkAuth() {
    if (!getAccessToken()) throw new Error('ra.auth.auth_check_error');
  },

  async checkError(error: unknown) {
    // Only 401 means the session is gone; 403 is a permission answer for a user who stays signed in.
    if (statusOf(error) === 401) throw new Error('ra.notification.logged_out');
  },

  async getIdentity() {
    const usuario = getStoredUsuario();
    if (!usuario) throw new Error('ra.auth.auth_check_error');
    return { id: usuario.usuarioId, fullName: usuario.nomeCompleto };
  },
};
