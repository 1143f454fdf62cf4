import type { SvgIconComponent } from '@mui/icons-material';
import AppsIcon from '@mui/icons-material/Apps';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PostAddIcon from '@mui/icons-material/PostAdd';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TrafficIcon from '@mui/icons-material/Traffic';
import type { RegisterModel } from '../../core/schema/model';
import { registerIcon } from '../schema/icons';
import type { Permissao } from '../session/usePermissoes';

export type Grupo = 'inicio' | 'vendas' | 'cadastros' | 'equipe' | 'configuracao' | 'ajuda';

export const GRUPOS: Record<Grupo, string> = {
  inicio: 'Início',
  vendas: 'Vendas',
  cadastros: 'Cadastros',
  equipe: 'Equipe e usuários',
  configuracao: 'Configuração',
  ajuda: 'Ajuda',
};

/** A page under /e/{empresaId}: its path, menu entry and the permission it needs (docs/produto.md §2, §6). */
export interface PageDef {
  path: string;
  /** The detail route below it, e.g. ':vendaId' for /vendas/{vendaId}. */
  detail?: string;
  label: string;
  group: Grupo;
  icon: SvgIconComponent;
  permissao?: Permissao;
  /** Listed in the menu (detail-only pages and the own profile are not). */
  menu?: boolean;
  /** Position inside its menu group, smallest first (a register's x-menu.order takes its place). */
  order: number;
}

/** Every company page of docs/produto.md §2, in menu order. */
export const PAGES: PageDef[] = [
  { path: 'vendas', detail: ':vendaId', label: 'Vendas', group: 'vendas', icon: ShoppingCartIcon, order: 10 },
  {
    path: 'negociacoes',
    detail: ':negociacaoId',
    label: 'Negociações',
    group: 'vendas',
    icon: HandshakeIcon,
    order: 20,
  },
  // the public reports, for every member (src/relatorios)
  {
    path: 'meus-relatorios',
    detail: ':uri',
    label: 'Meus relatórios',
    group: 'vendas',
    icon: AssessmentIcon,
    order: 30,
  },
  {
    path: 'produtos',
    detail: ':produtoId',
    label: 'Produtos',
    group: 'cadastros',
    icon: InventoryIcon,
    permissao: 'CADASTRAR_AUXILIARES',
    order: 10,
  },
  {
    path: 'adicionais',
    detail: ':adicionalId',
    label: 'Adicionais',
    group: 'cadastros',
    icon: PostAddIcon,
    permissao: 'CADASTRAR_AUXILIARES',
    order: 20,
  },
  {
    path: 'pdvs',
    detail: ':pdvId',
    label: 'Pontos de venda',
    group: 'cadastros',
    icon: PointOfSaleIcon,
    permissao: 'CADASTRAR_AUXILIARES',
    order: 30,
  },
  {
    path: 'origens',
    detail: ':origemId',
    label: 'Origens',
    group: 'cadastros',
    icon: PlaceIcon,
    permissao: 'CADASTRAR_AUXILIARES',
    order: 40,
  },
  {
    path: 'sistemas',
    detail: ':sistemaId',
    label: 'Sistemas',
    group: 'cadastros',
    icon: AppsIcon,
    permissao: 'CADASTRAR_AUXILIARES',
    order: 50,
  },
  {
    path: 'usuarios',
    detail: ':usuarioId',
    label: 'Usuários',
    group: 'equipe',
    icon: PeopleIcon,
    permissao: 'CADASTRAR_USUARIOS',
    order: 10,
  },
  {
    path: 'perfis',
    detail: ':perfilId',
    label: 'Perfis',
    group: 'equipe',
    icon: BadgeIcon,
    permissao: 'CADASTRAR_USUARIOS',
    order: 20,
  },
  {
    path: 'equipes',
    detail: ':equipeId',
    label: 'Equipes',
    group: 'equipe',
    icon: GroupsIcon,
    permissao: 'CADASTRAR_EQUIPES',
    order: 30,
  },
  {
    path: 'aparencia',
    label: 'Aparência',
    group: 'configuracao',
    icon: PaletteIcon,
    permissao: 'CONFIGURAR_EMPRESA',
    order: 10,
  },
  {
    path: 'relatorios',
    detail: ':relatorioId',
    label: 'Relatórios',
    group: 'configuracao',
    icon: AssessmentIcon,
    permissao: 'CONFIGURAR_EMPRESA',
    order: 20,
  },
  {
    path: 'venda-status',
    detail: ':vendaStatusId',
    label: 'Status de venda',
    group: 'configuracao',
    icon: TrafficIcon,
    permissao: 'CONFIGURAR_EMPRESA',
    order: 30,
  },
  {
    path: 'campos-extras',
    detail: ':campoExtraSlot',
    label: 'Campos extras',
    group: 'configuracao',
    icon: ExtensionIcon,
    permissao: 'CONFIGURAR_EMPRESA',
    order: 40,
  },
  // every change in the company (src/history), for those who configure it
  {
    path: 'alteracoes',
    label: 'Alterações',
    group: 'configuracao',
    icon: ManageHistoryIcon,
    permissao: 'CONFIGURAR_EMPRESA',
    order: 50,
  },
  { path: 'ajuda', detail: ':slug', label: 'Ajuda', group: 'ajuda', icon: HelpOutlineIcon, order: 10 },
  // reachable, not in the menu
  {
    path: 'minhas-equipes',
    detail: ':equipeId',
    label: 'Minha equipe',
    group: 'vendas',
    icon: GroupsIcon,
    menu: false,
    order: 0,
  },
];

export const HOME = { label: 'Painel', icon: DashboardIcon, group: 'inicio' as Grupo };
export const FALLBACK_ICON = LabelIcon;

/** The page of docs/produto.md §2 at `path`, if it is one. */
export function pageOf(path: string): PageDef | undefined {
  return PAGES.find((p) => p.path === path);
}

/**
 * Who may open a register's screens: the permission its route has in docs/produto.md §2 (CADASTRAR_AUXILIARES for
 * /produtos …) and its x-readPermission. A register docs/produto.md §2 does not list is open to every member.
 */
export function registerReadPermissions(model: RegisterModel): Permissao[] {
  return [pageOf(model.resource)?.permissao, model.readPermission as Permissao | null].filter(
    (p): p is Permissao => typeof p === 'string',
  );
}

/** Who may create, change and delete a register's records: the readers who also hold its x-permission. */
export function registerWritePermissions(model: RegisterModel): Permissao[] {
  const all = [
    ...registerReadPermissions(model),
    ...(model.permission ? [model.permission as Permissao] : []),
  ];
  return [...new Set(all)];
}

/** One entry of the company menu. */
export interface MenuEntry {
  path: string;
  label: string;
  group: Grupo;
  icon: SvgIconComponent;
  order: number;
  /** All needed to see the entry. */
  permissoes: Permissao[];
}

const GROUP_ORDER: Grupo[] = ['inicio', 'vendas', 'cadastros', 'equipe', 'configuracao', 'ajuda'];
const isGrupo = (group: string): group is Grupo => (GROUP_ORDER as string[]).includes(group);

/**
 * The company menu: the pages of docs/produto.md §2, with each one that has a register schema drawn from it (its plural,
 * icon, group and order, and no entry when x-menu is false), plus the registers docs/produto.md §2 does not list. A
 * register's entry shows to those who may write it (x-permission): a reader reaches its records through other
 * screens' references.
 */
export function companyMenu(registers: readonly RegisterModel[]): MenuEntry[] {
  const byResource = new Map(registers.map((m) => [m.resource, m]));
  const entries: MenuEntry[] = [];
  const fromRegister = (model: RegisterModel) => {
    if (!model.menu || !isGrupo(model.menu.group)) return;
    entries.push({
      path: model.resource,
      label: model.label.plural,
      group: model.menu.group,
      icon: registerIcon(model.menu.icon),
      order: model.menu.order,
      permissoes: registerWritePermissions(model),
    });
  };
  for (const page of PAGES) {
    if (page.menu === false) continue;
    const model = byResource.get(page.path);
    if (model) fromRegister(model);
    else
      entries.push({
        path: page.path,
        label: page.label,
        group: page.group,
        icon: page.icon,
        order: page.order,
        permissoes: page.permissao ? [page.permissao] : [],
      });
  }
  for (const model of registers) if (!pageOf(model.resource)) fromRegister(model);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        GROUP_ORDER.indexOf(a.entry.group) - GROUP_ORDER.indexOf(b.entry.group) ||
        a.entry.order - b.entry.order ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}
