import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { DashboardMenuItem, Menu as RaMenu, useBasename, useSidebarState } from 'react-admin';
import { useAcesso } from '../company/AcessoContext';
import { GRUPOS, type Grupo, PAGES } from '../company/pages';

/** The company menu, grouped by area and showing only what the role allows (SPEC §6). */
export function Menu() {
  const { can } = useAcesso();
  const [open] = useSidebarState();
  const basename = useBasename();
  const visible = PAGES.filter((p) => p.menu !== false && can(p.permissao));
  const groups = [...new Set(visible.map((p) => p.group))] as Grupo[];
  return (
    <RaMenu>
      <DashboardMenuItem primaryText="Painel" />
      {groups.map((group) => (
        <Fragment key={group}>
          {open && (
            <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
              {GRUPOS[group]}
            </ListSubheader>
          )}
          {visible
            .filter((p) => p.group === group)
            .map((p) => (
              <RaMenu.Item
                key={p.path}
                to={`${basename}/${p.path}`}
                primaryText={p.label}
                leftIcon={<p.icon />}
              />
            ))}
        </Fragment>
      ))}
    </RaMenu>
  );
}
