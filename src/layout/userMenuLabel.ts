import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useGetIdentity, useTranslate } from 'react-admin';

/**
 * The user menu's accessible name. react-admin's button shows the user's name but is announced by its label
 * alone ("Perfil"); WCAG 2.5.3 (label in name) asks that the name spoken contain the text shown, so the label
 * starts with the name: "Gestora Alfa – Perfil". Below `sm` react-admin draws an icon alone and translates the
 * label with 'Profile' as its fallback, so there the label stays the translation key ("Perfil", no text to match).
 */
export function useUserMenuLabel(): string {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const largeEnough = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  if (!largeEnough) return 'ra.auth.user_menu';
  const menu = translate('ra.auth.user_menu', { _: 'Perfil' });
  return identity?.fullName ? `${identity.fullName} – ${menu}` : menu;
}
