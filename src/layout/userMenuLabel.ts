import { useGetIdentity, useTranslate } from 'react-admin';

/**
 * The user menu's accessible name. react-admin's button shows the user's name but is announced by its label
 * alone ("Perfil"); WCAG 2.5.3 (label in name) asks that the name spoken contain the text shown, so the label
 * starts with the name: "Gestora Alfa – Perfil".
 */
export function useUserMenuLabel(): string {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu', { _: 'Perfil' });
  return identity?.fullName ? `${identity.fullName} – ${menu}` : menu;
}
