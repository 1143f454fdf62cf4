import type { ReactNode } from 'react';
import { type DataProvider, Resource } from 'react-admin';
import equipeSchema from '../../schemas/equipe.schema.json';
import negociacaoSchema from '../../schemas/negociacao.schema.json';
import { AcessoContext, type AcessoEmpresa } from '../company/AcessoContext';
import { type FakeApi, fakeApi, modelOf, renderRegisters } from '../schema/testUtils';
import type { Permissao } from '../session/usePermissoes';

/** The test helpers of the negotiation screens: the registers, the company's people and an access of one's choice. */

export const negociacao = modelOf(negociacaoSchema);
export const equipe = modelOf(equipeSchema);
export const models = [negociacao, equipe];

export const PERFIS = [
  { id: 11, perfilId: 11, nome: 'Ana Vendedora', equipeId: 1, usuarioId: 21 },
  { id: 12, perfilId: 12, nome: 'Bruno Vendedor', equipeId: 1, usuarioId: 22 },
];

export function negociacaoRow(
  clienteNome: string,
  etapa: string,
  valorEstimado: number | null,
  extra: Record<string, unknown> = {},
) {
  return {
    empresaId: 1,
    clienteNome,
    clienteDocumento: null,
    clienteTelefone: null,
    clienteEmail: null,
    vendedorId: 11,
    equipeId: 1,
    etapa,
    valorEstimado,
    previsaoFechamento: '2026-04-10',
    notas: [],
    vendaId: null,
    ...extra,
  };
}

export function acesso(permissoes: Permissao[] = [], perfilId = 11): AcessoEmpresa {
  return {
    loading: false,
    membro: true,
    isAdmin: false,
    perfil: {
      perfilId,
      usuarioId: 21,
      empresaId: 1,
      papelId: 2,
      aceito: true,
      ativo: true,
      nome: 'Ana Vendedora',
      foto: null,
      equipeId: 1,
    },
    papel: { papelId: 2, nome: 'Vendedor', papeisAbaixo: [], permissoes },
    can: (p) => !p || permissoes.includes(p),
    empresaId: 1,
    empresa: { empresaId: 1, nome: 'Alfa', aparencia: null },
    user: { usuarioId: 21, nomeCompleto: 'Ana Vendedora' } as AcessoEmpresa['user'],
  };
}

/** The fake API with `perfis` answered as the company dataProvider does (every member's profile). */
export function api(rows: Array<Record<string, unknown>>): FakeApi {
  const base = fakeApi(models, {
    negociacoes: rows,
    equipes: [{ empresaId: 1, nome: 'Equipe Norte', supervisorId: 21, icone: null }],
  });
  const perfis = <T,>(fn: () => T) => Promise.resolve(fn());
  const dataProvider: DataProvider = {
    ...base.dataProvider,
    getList: (resource, params) =>
      resource === 'perfis'
        ? perfis(() => ({ data: PERFIS as never[], total: PERFIS.length }))
        : base.dataProvider.getList(resource, params),
    getMany: (resource, params) =>
      resource === 'perfis'
        ? perfis(() => ({ data: PERFIS.filter((p) => params.ids.map(Number).includes(p.id)) as never[] }))
        : base.dataProvider.getMany(resource, params),
  };
  return { ...base, dataProvider };
}

export function renderNegociacoes({
  fake,
  path,
  permissoes = [],
  extra,
}: {
  fake: FakeApi;
  path: string;
  permissoes?: Permissao[];
  extra?: ReactNode;
}) {
  return renderRegisters({
    api: fake,
    models,
    path,
    wrap: (app) => <AcessoContext.Provider value={acesso(permissoes)}>{app}</AcessoContext.Provider>,
    children: (
      <>
        <Resource name="perfis" recordRepresentation="nome" />
        <Resource name="vendas" list={<p>Lista de vendas</p>} create={<p>Nova venda</p>} />
        {extra}
      </>
    ),
  });
}

const COLUMN_WIDTH = 300;
const ETAPAS_ORDER = ['PROSPECCAO', 'PROPOSTA', 'NEGOCIACAO', 'GANHA', 'PERDIDA'];

/**
 * jsdom lays nothing out: the board's columns side by side (300 px apart) and each card inside its column, so
 * dnd-kit's keyboard moves and collision detection work as in a browser.
 */
export function layoutBoard() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    // the card being dragged is drawn again in the drag overlay, where it starts: over its own card
    const sobreposto = this.matches('[data-overlay]') || this.querySelector('[data-overlay]') !== null;
    const segurado = sobreposto ? document.querySelector('[data-card-id][aria-pressed="true"]') : null;
    const coluna = (segurado ?? this).closest('[data-etapa]');
    if (!coluna) return original.call(this);
    const left = ETAPAS_ORDER.indexOf(coluna.getAttribute('data-etapa') ?? '') * COLUMN_WIDTH;
    const [x, y, width, height] =
      this === coluna && !segurado ? [left, 0, 280, 800] : [left + 10, 60, 260, 80];
    return {
      x,
      y,
      left: x,
      top: y,
      width,
      height,
      right: x + width,
      bottom: y + height,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
