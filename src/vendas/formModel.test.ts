import { describe, expect, it } from 'vitest';
import type { CampoExtraRecord } from './api';
import { serverFilter } from './api';
import {
  emptyItem,
  extraToApi,
  extraToInput,
  lineSubtotal,
  remapItemErrors,
  runningTotal,
  toBody,
  toFormValues,
} from './formModel';

const campo = (slot: number, tipo: CampoExtraRecord['tipo'], ativo = true) =>
  ({
    id: slot,
    slot,
    rotulo: `Campo ${slot}`,
    tipo,
    opcoes: null,
    obrigatorio: false,
    ativo,
  }) as CampoExtraRecord;

const DEFAULTS = { hoje: '2026-03-10', vendedorId: 5, equipeId: 2, vendaStatusId: 1 };

describe('the sale form values', () => {
  it('starts a new sale with today, oneself, one line and every active extra field by slot', () => {
    const values = toFormValues(
      null,
      [campo(3, 'TEXTO'), campo(1, 'NUMERO'), campo(2, 'DATA', false)],
      DEFAULTS,
    );
    expect(values).toMatchObject({ data: '2026-03-10', vendedorId: 5, equipeId: 2, vendaStatusId: 1 });
    expect(values.itens).toEqual([emptyItem()]);
    expect(values.extras).toEqual([
      { slot: 1, valor: null },
      { slot: 3, valor: null },
    ]);
  });

  it('reads stored extra values by type and writes them back as the API keeps them', () => {
    const campos = [campo(1, 'NUMERO'), campo(2, 'BOOLEANO'), campo(3, 'DATA')];
    const values = toFormValues(
      {
        extras: [
          { slot: 2, valor: 'false' },
          { slot: 1, valor: '12.5' },
          { slot: 9, valor: 'de um campo desativado' },
        ],
      },
      campos,
      DEFAULTS,
    );
    expect(values.extras).toEqual([
      { slot: 1, valor: 12.5 },
      { slot: 2, valor: 'false' },
      { slot: 3, valor: null },
    ]);
    expect(values.extras.map((e) => extraToApi(e.valor))).toEqual(['12.5', 'false', null]);
    expect(extraToInput('DATA', '2026-03-01')).toBe('2026-03-01');
    expect(extraToApi('  ')).toBeNull();
  });

  it('leaves blank lines out of the body and the seller to the server when asked', () => {
    const values = toFormValues(null, [], DEFAULTS);
    values.clienteNome = '  Maria  ';
    values.clienteDocumento = '52998224725';
    values.clienteEmail = '';
    values.itens = [{ produtoId: 1, quantidade: 2, precoUnitario: 10, adicionais: [3] }, emptyItem()];
    const body = toBody(values, { sendSeller: false });
    expect(body.itens).toEqual([{ produtoId: 1, quantidade: 2, precoUnitario: 10, adicionais: [3] }]);
    expect(body.clienteNome).toBe('Maria');
    expect(body.clienteEmail).toBeNull();
    expect(body).not.toHaveProperty('vendedorId');
    expect(toBody(values, { updatedAt: 'x' })).toMatchObject({ vendedorId: 5, updatedAt: 'x' });
  });

  it('maps the server line errors back past the blank lines it never got', () => {
    const itens = [emptyItem(), { ...emptyItem(), produtoId: 4 }, { ...emptyItem(), produtoId: 5 }];
    expect(
      remapItemErrors({ 'itens.1.produtoId': 'Produto não encontrado.', 'extras.0.valor': 'x' }, itens),
    ).toEqual({
      'itens.2.produtoId': 'Produto não encontrado.',
      'extras.0.valor': 'x',
    });
  });

  it('sums like the server: quantity × (price + adicionais), to the cent', () => {
    const precos = new Map([
      [1, 19.9],
      [2, 0.1],
    ]);
    expect(lineSubtotal({ quantidade: 3, precoUnitario: 0.1, adicionais: [2] }, precos)).toBe(0.6);
    expect(
      runningTotal(
        [
          { quantidade: 2, precoUnitario: 49.9, adicionais: [1] },
          { quantidade: null, precoUnitario: 10, adicionais: [] },
        ],
        precos,
      ),
    ).toBe(139.6);
  });
});

describe('the list filter the server gets', () => {
  it('searches a short number as the sale number, a masked document by its digits, text as text', () => {
    expect(serverFilter({ q: '42' })).toEqual({ numero_gte: 42, numero_lte: 42 });
    expect(serverFilter({ q: 'nº 7' })).toEqual({ numero_gte: 7, numero_lte: 7 });
    expect(serverFilter({ q: '529.982.247-25' })).toEqual({ q: '52998224725' });
    expect(serverFilter({ q: ' Maria ' })).toEqual({ q: 'Maria' });
  });

  it('drops cleared multi-selects and empty values', () => {
    expect(serverFilter({ vendaStatusId: [], equipeId: [2], data_gte: '', pdvId: null })).toEqual({
      equipeId: [2],
    });
  });

  it("keeps a report's 'Sem equipe' / 'Sem origem' (null) and drops 'Só o que conta nos totais' switched off", () => {
    expect(serverFilter({ equipeId: null, origemId: null, data_lte: null, nosTotais: false })).toEqual({
      equipeId: null,
      origemId: null,
    });
    expect(serverFilter({ nosTotais: true })).toEqual({ nosTotais: true });
  });
});
