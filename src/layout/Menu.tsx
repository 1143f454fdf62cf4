import GroupsIcon from '@mui/icons-material/Groups';
import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { DashboardMenuItem, Menu as RaMenu, useBasename, useSidebarState } from 'react-admin';
import { useAcesso } from '../company/AcessoContext';
import { companyMenu, GRUPOS, type Grupo } from '../company/pages';
import { COMPANY_REGISTERS } from '../schema/registry';

// Built once: the pages and the schemas do not change while the app runs.
const ENTRIES = companyMenu(COMPANY_REGISTERS);

/**
 * The company menu, grouped by area and showing only what the role allows (SPEC §6): the pages of SPEC §2 and
 * the registers of schemas/ (x-menu), each where its group and order put it.
 */
export function Menu() {
  const { can, perfil } = useAcesso();
  const [open] = useSidebarState();
  const basename = useBasename();
  const visible = ENTRIES.filter((entry) => entry.permissoes.every((p) => can(p)));
  const groups = [...new Set(visible.map((entry) => entry.group))] as Grupo[];
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
            .filter((entry) => entry.group === group)
            .map((entry) => (
              <RaMenu.Item
                key={entry.path}
                to={`${basename}/${entry.path}`}
                primaryText={entry.label}
                leftIcon={<entry.icon />}
              />
            ))}
          {/* one's own team (SPEC §2 /minhas-equipes/{equipeId}), for those in one, after the sales pages */}
          {group === 'vendas' && perfil?.equipeId != null && (
            <RaMenu.Item
              to={`${basename}/minhas-equipes/${perfil.equipeId}`}
              primaryText="Minha equipe"
              leftIcon={<GroupsIcon />}
            />
          )}
        </Fragment>
      ))}
    </RaMenu>
  );
}
