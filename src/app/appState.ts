import { useSyncExternalStore } from 'react';
import type { Aparencia } from '../../core/session/types';
import { createStore, useStore } from './store';

// Client-side state of docs/produto.md §3 besides the session (auth/) and the theme (theme/): online, isMobile,
// fullscreen, audioEnabled, the current company. drawerOpen is react-admin's sidebar state (open by default).

// ── online ──────────────────────────────────────────────────────────────────────────────────────────────
const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
/** docs/produto.md §1: online and offline events tracked as a simple flag. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

// ── isMobile ────────────────────────────────────────────────────────────────────────────────────────────
/** docs/produto.md §1/§9: the mobile layout applies at a width of 600 px or less. */
export const MOBILE_QUERY = '(max-width: 600px)';
const subscribeMobile = (listener: () => void) => {
  const mq = window.matchMedia(MOBILE_QUERY);
  mq.addEventListener('change', listener);
  return () => mq.removeEventListener('change', listener);
};
export const useIsMobile = () =>
  useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );

// ── fullscreen ──────────────────────────────────────────────────────────────────────────────────────────
const subscribeFullscreen = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
export const useFullscreen = () =>
  useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
/** docs/produto.md §4: toggling requests or exits the browser's fullscreen. */
export async function toggleFullscreen(): Promise<void> {
  if (document.fullscreenElement) await document.exitFullscreen();
  else await document.documentElement.requestFullscreen();
}

// ── audioEnabled ────────────────────────────────────────────────────────────────────────────────────────
/** docs/produto.md §3/§9: kept in local storage under key `audio`, default true. */
export const AUDIO_KEY = 'audio';
function readAudio(): boolean {
  try {
    return localStorage.getItem(AUDIO_KEY) !== 'false';
  } catch {
    return true;
  }
}
const audioStore = createStore(readAudio());
export const useAudioEnabled = () => useStore(audioStore);
export function setAudioEnabled(enabled: boolean): void {
  localStorage.setItem(AUDIO_KEY, String(enabled));
  audioStore.set(enabled);
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === AUDIO_KEY) audioStore.set(readAudio());
  });
}

// ── current company ─────────────────────────────────────────────────────────────────────────────────────
export interface EmpresaAtual {
  empresaId: number;
  nome: string;
  aparencia: Aparencia | null;
}
const empresaStore = createStore<EmpresaAtual | null>(null);
/** The company the user is working in (the theme colour and the page title follow it). */
export const useCurrentEmpresa = () => useStore(empresaStore);
/** The last company colour, so the login page greets a returning user in their company's colour. */
export const ULTIMA_COR_KEY = 'ultimaCor';
export function setCurrentEmpresa(empresa: EmpresaAtual | null): void {
  empresaStore.set(empresa);
  try {
    if (empresa?.aparencia?.cor) localStorage.setItem(ULTIMA_COR_KEY, empresa.aparencia.cor);
  } catch {
    // storage blocked: the login page falls back to the default colour
  }
}
export function lastCor(): string | null {
  try {
    return localStorage.getItem(ULTIMA_COR_KEY);
  } catch {
    return null;
  }
}
export const getCurrentEmpresa = () => empresaStore.get();
