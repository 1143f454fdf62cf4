import AccountCircle from '@mui/icons-material/AccountCircle';
import MailIcon from '@mui/icons-material/MarkEmailUnread';
import { Badge, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { companyPath } from '../routing/paths';

// Issue 15: invitations to other companies were seen only by whoever opened Meu perfil. The user menu now
// carries them: a count on its icon, seen on arrival on every page, and an entry "Convites pendentes (n)"
// leading to Meu perfil's "Minhas empresas e convites", where they are answered.

/** How many of the signed-in user's invitations wait for an answer (active profiles not yet accepted). */
export function useConvitesPendentes(): number {
  const { user } = useAcesso();
  return user.perfis.filter((p) => p.ativo && !p.aceito).length;
}

/** The user menu's icon, with the number of pending invitations when there are any. */
export function UserMenuIcon() {
  const pendentes = useConvitesPendentes();
  return (
    <Badge
      // none: no badge text at all (an invisible "0" still counts as the button's visible text for WCAG 2.5.3)
      badgeContent={pendentes > 0 ? pendentes : undefined}
      color="warning"
      overlap="circular"
      data-testid="convites-badge"
      slotProps={{ badge: { 'aria-hidden': true } as object }}
    >
      <AccountCircle />
    </Badge>
  );
}

/** "Convites pendentes (n)" in the user menu, to Meu perfil's invitations; absent when there are none. */
export const ConvitesPendentesItem = forwardRef<HTMLAnchorElement>(function ConvitesPendentesItem(_, ref) {
  const { onClose } = useUserMenu() ?? {};
  const { empresaId } = useAcesso();
  const pendentes = useConvitesPendentes();
  const translate = useTranslate();
  if (pendentes === 0) return null;
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={{ pathname: companyPath(empresaId, 'usuarios/me'), hash: 'convites' }}
      onClick={onClose}
    >
      <ListItemIcon>
        <MailIcon fontSize="small" color="warning" />
      </ListItemIcon>
      <ListItemText>{`${translate('app.perfil.invites')} (${pendentes})`}</ListItemText>
    </MenuItem>
  );
});
