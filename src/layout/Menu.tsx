import GroupsIcon from '@mui/icons-material/Groups';
import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { DashboardMenuItem, Menu as RaMenu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { useAfterFirstPaint } from '../app/AfterFirstPaint';
import { useAcesso } from '../company/AcessoContext';
import { companyMenu, GRUPOS, type Grupo } from '../company/pages';
import { COMPANY_REGISTERS, registerOf } from '../schema/registry';

// Built once: the pages and the schemas do not change while the app runs.
const ENTRIES = companyMenu(COMPANY_REGISTERS);

/**
 * The company menu, grouped by area and showing only what the role allows (docs/produto.md §6): the pages of docs/produto.md §2 and
 * the registers of schemas/ (x-menu), each where its group and order put it.
 */
export function Menu() {
  const { can, perfil } = useAcesso();
  const [open] = useSidebarState();
  const basename = useBasename();
  const translate = useTranslate();
  // in the chosen language: a register's plural (its model follows the locale), else the page's app.pages text
  const label = (path: string, fallback: string) =>
    registerOf(path)?.label.plural ?? translate(`app.pages.${path}`, { _: fallback });
  const visible = ENTRIES.filter((entry) => entry.permissoes.every((p) => can(p)));
  // the entries come a frame after the page's first paint (src/app/AfterFirstPaint.tsx), not inside it
  const painted = useAfterFirstPaint();
  const groups = painted ? ([...new Set(visible.map((entry) => entry.group))] as Grupo[]) : [];
  return (
    <RaMenu>
      <DashboardMenuItem primaryText={translate('app.pages.painel')} />
      {groups.map((group) => (
        <Fragment key={group}>
          {open && (
            <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
              {translate(`app.menu.${group === 'equipe' ? 'equipe_usuarios' : group}`, { _: GRUPOS[group] })}
            </ListSubheader>
          )}
          {visible
            .filter((entry) => entry.group === group)
            .map((entry) => (
              <RaMenu.Item
                key={entry.path}
                to={`${basename}/${entry.path}`}
                primaryText={label(entry.path, entry.label)}
                leftIcon={<entry.icon />}
              />
            ))}
          {/* one's own team (docs/produto.md §2 /minhas-equipes/{equipeId}), for those in one, after the sales pages */}
          {group === 'vendas' && perfil?.equipeId != null && (
            <RaMenu.Item
              to={`${basename}/minhas-equipes/${perfil.equipeId}`}
              primaryText={translate('app.pages.minhas-equipes')}
              leftIcon={<GroupsIcon />}
            />
          )}
        </Fragment>
      ))}
    </RaMenu>
  );
}
