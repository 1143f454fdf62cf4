import type { AxiosResponse } from 'axios';
import { vi } from 'vitest';
import type { RegisterModel } from '../../core/schema/model';
import { AcessoContext, type AcessoEmpresa } from '../company/AcessoContext';
import { ConfirmProvider } from '../components/confirm';
import { DatesProvider } from '../components/DatesProvider';
import { http } from '../data/http';
import { COMPANY_REGISTERS } from '../schema/registry';
import { type FakeApi, fakeApi, modelOf, renderRegisters } from '../schema/testUtils';
import type { Permissao } from '../session/usePermissoes';

/**
 * The sales screens as the company app mounts them (react-admin with every company register, the caller's
 * access, the confirmation dialog and the date pickers' locale) over the in-memory register API of
 * src/schema/testUtils.tsx, with the company's demo-like lists; the calls beyond simple REST go through the axios
 * client, which the tests mock.
 */

// sellers, as the company dataProvider's `perfis` resource answers them to any member
const perfilModel = modelOf({
  $id: 'PerfilDeTeste',
  type: 'object',
  additionalProperties: false,
  'x-resource': 'perfis',
  'x-scope': 'empresa',
  'x-primaryKey': 'perfilId',
  'x-permission': 'CADASTRAR_USUARIOS',
  'x-label': { singular: 'Perfil', plural: 'Perfis', gender: 'm' },
  'x-recordRepresentation': 'nome',
  'x-search': ['nome'],
  required: ['nome'],
  properties: {
    nome: { type: 'string', title: 'Nome', 'x-list': 1 },
    usuarioId: { type: ['integer', 'null'], title: 'Usuário' },
    equipeId: { type: ['integer', 'null'], title: 'Equipe' },
  },
});

export const MODELS: readonly RegisterModel[] = [...COMPANY_REGISTERS, perfilModel];
export const VENDA_MODEL = COMPANY_REGISTERS.find((m) => m.resource === 'vendas') as RegisterModel;

export const STATUS = [
  { nome: 'Digitada', cor: '#9e9e9e', ordem: 10, finaliza: false, cancela: false, ativo: true },
  { nome: 'Aprovada', cor: '#1b5e20', ordem: 20, finaliza: true, cancela: false, ativo: true },
  { nome: 'Cancelada', cor: '#ffeb3b', ordem: 30, finaliza: false, cancela: true, ativo: true },
];

export const PRODUTOS = [
  { codigo: 'CTRL-15', nome: 'Plano Controle 15 GB', preco: 49.9, ativo: true },
  { codigo: 'POS-30', nome: 'Plano Pós 30 GB', preco: 99.9, ativo: true },
  { codigo: 'SMART-A15', nome: 'Smartphone Galáxia A15', preco: 1299, ativo: true },
  { codigo: 'VELHO', nome: 'Produto antigo', preco: 1, ativo: false },
];

export const ADICIONAIS = [
  { codigo: 'SEG-ROUBO', nome: 'Seguro contra roubo', preco: 19.9, ativo: true },
  { codigo: 'ANTIVIRUS', nome: 'Antivírus', preco: 7.9, ativo: true },
];

export const CAMPOS = [
  { slot: 1, rotulo: 'Número do contrato', tipo: 'TEXTO', opcoes: null, obrigatorio: false, ativo: true },
  {
    slot: 3,
    rotulo: 'Forma de pagamento',
    tipo: 'LISTA',
    opcoes: [{ valor: 'Boleto' }, { valor: 'Pix' }],
    obrigatorio: true,
    ativo: true,
  },
  { slot: 2, rotulo: 'Parcelas', tipo: 'NUMERO', opcoes: null, obrigatorio: false, ativo: true },
  { slot: 4, rotulo: 'Desativado', tipo: 'TEXTO', opcoes: null, obrigatorio: false, ativo: false },
];

export const PERFIS = [
  { nome: 'Ana Gestora', usuarioId: 1, equipeId: 1 },
  { nome: 'Bruno Vendedor', usuarioId: 2, equipeId: 2 },
];

const T = '2026-03-01T12:00:00.000Z';

export function venda(numero: number, changes: Record<string, unknown> = {}) {
  return {
    numero,
    data: '2026-03-01',
    clienteNome: `Cliente ${numero}`,
    clienteDocumento: '52998224725',
    clienteTelefone: null,
    clienteEmail: null,
    vendedorId: 1,
    equipeId: 1,
    origemId: null,
    pdvId: null,
    sistemaId: null,
    vendaStatusId: 1,
    itens: [{ produtoId: 1, quantidade: 2, precoUnitario: 49.9, adicionais: [1] }],
    total: 139.6,
    extras: [
      { slot: 1, valor: 'C-1' },
      { slot: 3, valor: 'Pix' },
    ],
    observacoes: null,
    negociacaoId: null,
    auditadaEm: null,
    auditadaPorId: null,
    createdAt: T,
    updatedAt: T,
    ...changes,
  };
}

export function seedApi(
  vendas: Array<Record<string, unknown>> = [venda(1)],
  extra: Record<string, unknown[]> = {},
) {
  return fakeApi(MODELS, {
    'venda-status': STATUS,
    produtos: PRODUTOS,
    adicionais: ADICIONAIS,
    'campos-extras': CAMPOS,
    perfis: PERFIS,
    equipes: [
      { nome: 'Equipe Norte', supervisorId: 1, icone: null },
      { nome: 'Equipe Sul', supervisorId: 1, icone: null },
    ],
    origens: [{ nome: 'Loja', descricao: null, ativo: true }],
    pdvs: [{ codigo: 'ALFA-01', nome: 'Loja Centro', ativo: true }],
    sistemas: [{ nome: 'CRM', url: null, descricao: null, ativo: true }],
    vendas,
    ...(extra as Record<string, Array<Record<string, unknown>>>),
  });
}

export function acessoWith(permissoes: Permissao[], perfil = { perfilId: 1, equipeId: 1 }): AcessoEmpresa {
  return {
    loading: false,
    membro: true,
    isAdmin: false,
    perfil: {
      perfilId: perfil.perfilId,
      usuarioId: perfil.perfilId,
      empresaId: 1,
      papelId: 1,
      aceito: true,
      ativo: true,
      nome: 'Ana Gestora',
      foto: null,
      equipeId: perfil.equipeId,
    },
    papel: { papelId: 1, nome: 'Papel', papeisAbaixo: [], permissoes },
    can: (p) => p === undefined || permissoes.includes(p),
    empresaId: 1,
    empresa: { empresaId: 1, nome: 'Alfa', aparencia: null },
    user: {} as AcessoEmpresa['user'],
  };
}

export const ALL: Permissao[] = [
  'VER_TODAS_VENDAS',
  'AUDITAR_VENDA',
  'ALTERAR_VENDEDOR',
  'DEFINIR_VENDEDOR',
  'REALIZAR_AUTOMACOES',
  'VER_LIXEIRA',
];

export function renderVendas({
  api,
  path,
  acesso = acessoWith(ALL),
}: {
  api: FakeApi;
  path: string;
  acesso?: AcessoEmpresa;
}) {
  return renderRegisters({
    api,
    models: MODELS,
    path,
    wrap: (app) => (
      <AcessoContext.Provider value={acesso}>
        <DatesProvider>
          <ConfirmProvider>{app}</ConfirmProvider>
        </DatesProvider>
      </AcessoContext.Provider>
    ),
  });
}

export const ok = <T,>(data: T, headers: Record<string, string> = {}) =>
  ({ data, status: 200, headers }) as unknown as AxiosResponse<T>;

/** The axios calls beyond simple REST, answered by the test. */
export function mockHttp(handlers: {
  get?: (url: string, config?: { params?: Record<string, string> }) => unknown;
  post?: (url: string, body?: unknown) => unknown;
  delete?: (url: string) => unknown;
}) {
  const answer = async (value: unknown) => {
    const resolved = await value;
    if (resolved instanceof Error) throw resolved;
    return resolved as AxiosResponse;
  };
  return {
    get: vi
      .spyOn(http, 'get')
      .mockImplementation((url: string, config?: unknown) =>
        answer(handlers.get?.(url, config as { params?: Record<string, string> })),
      ),
    post: vi
      .spyOn(http, 'post')
      .mockImplementation((url: string, body?: unknown) => answer(handlers.post?.(url, body))),
    delete: vi.spyOn(http, 'delete').mockImplementation((url: string) => answer(handlers.delete?.(url))),
  };
}
