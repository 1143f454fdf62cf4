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
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PostAddIcon from '@mui/icons-material/PostAdd';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TrafficIcon from '@mui/icons-material/Traffic';
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

/** A page under /e/{empresaId}: its path, menu entry and the permission it needs (SPEC §2, §6). */
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
}

/** Every company page of SPEC §2, in menu order. */
export const PAGES: PageDef[] = [
  { path: 'vendas', detail: ':vendaId', label: 'Vendas', group: 'vendas', icon: ShoppingCartIcon },
  {
    path: 'negociacoes',
    detail: ':negociacaoId',
    label: 'Negociações',
    group: 'vendas',
    icon: HandshakeIcon,
  },
  {
    path: 'produtos',
    detail: ':produtoId',
    label: 'Produtos',
    group: 'cadastros',
    icon: InventoryIcon,
    permissao: 'CADASTRAR_AUXILIARES',
  },
  {
    path: 'adicionais',
    detail: ':adicionalId',
    label: 'Adicionais',
    group: 'cadastros',
    icon: PostAddIcon,
    permissao: 'CADASTRAR_AUXILIARES',
  },
  {
    path: 'pdvs',
    detail: ':pdvId',
    label: 'Pontos de venda',
    group: 'cadastros',
    icon: PointOfSaleIcon,
    permissao: 'CADASTRAR_AUXILIARES',
  },
  {
    path: 'origens',
    detail: ':origemId',
    label: 'Origens',
    group: 'cadastros',
    icon: PlaceIcon,
    permissao: 'CADASTRAR_AUXILIARES',
  },
  {
    path: 'sistemas',
    detail: ':sistemaId',
    label: 'Sistemas',
    group: 'cadastros',
    icon: AppsIcon,
    permissao: 'CADASTRAR_AUXILIARES',
  },
  {
    path: 'usuarios',
    detail: ':usuarioId',
    label: 'Usuários',
    group: 'equipe',
    icon: PeopleIcon,
    permissao: 'CADASTRAR_USUARIOS',
  },
  {
    path: 'perfis',
    detail: ':perfilId',
    label: 'Perfis',
    group: 'equipe',
    icon: BadgeIcon,
    permissao: 'CADASTRAR_USUARIOS',
  },
  {
    path: 'equipes',
    detail: ':equipeId',
    label: 'Equipes',
    group: 'equipe',
    icon: GroupsIcon,
    permissao: 'CADASTRAR_EQUIPES',
  },
  {
    path: 'aparencia',
    label: 'Aparência',
    group: 'configuracao',
    icon: PaletteIcon,
    permissao: 'CONFIGURAR_EMPRESA',
  },
  {
    path: 'relatorios',
    detail: ':relatorioId',
    label: 'Relatórios',
    group: 'configuracao',
    icon: AssessmentIcon,
    permissao: 'CONFIGURAR_EMPRESA',
  },
  {
    path: 'venda-status',
    detail: ':vendaStatusId',
    label: 'Status de venda',
    group: 'configuracao',
    icon: TrafficIcon,
    permissao: 'CONFIGURAR_EMPRESA',
  },
  {
    path: 'campos-extras',
    detail: ':campoExtraSlot',
    label: 'Campos extras',
    group: 'configuracao',
    icon: ExtensionIcon,
    permissao: 'CONFIGURAR_EMPRESA',
  },
  { path: 'ajuda', label: 'Ajuda', group: 'ajuda', icon: HelpOutlineIcon },
  // reachable, not in the menu
  {
    path: 'meus-relatorios',
    detail: ':uri',
    label: 'Meus relatórios',
    group: 'vendas',
    icon: AssessmentIcon,
    menu: false,
  },
  {
    path: 'minhas-equipes',
    detail: ':equipeId',
    label: 'Minha equipe',
    group: 'vendas',
    icon: GroupsIcon,
    menu: false,
  },
];

export const HOME = { label: 'Painel', icon: DashboardIcon, group: 'inicio' as Grupo };
export const FALLBACK_ICON = LabelIcon;
