import { schemaLocale } from '../../core/schema/localize';
import { registerOf } from '../schema/registry';
import type { Linha, Painel } from './types';

/**
 * The server names some rows in its own words (docs/contrato.md: Portuguese): "Sem equipe", "Sem origem", a stage's
 * label, a month "nov. de 2026". In English the home reads them from their keys instead; names the company typed
 * (a status, a team, a person) stay as they are.
 */
export function linhaInLocale(linha: Linha, etapa = false): Linha {
  if (schemaLocale() !== 'en') return linha;
  const { chave } = linha;
  if (chave === 'sem-equipe') return { ...linha, rotulo: 'No team' };
  if (chave === 'sem-origem') return { ...linha, rotulo: 'No origin' };
  const mes = /^(\d{4})-(\d{2})$/.exec(chave);
  if (mes) {
    const date = new Date(Date.UTC(Number(mes[1]), Number(mes[2]) - 1, 1));
    return {
      ...linha,
      rotulo: date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
  }
  if (etapa) {
    const label = registerOf('negociacoes')?.fieldsByName.get('etapa')?.enumLabels?.[chave];
    if (label) return { ...linha, rotulo: label };
  }
  return linha;
}

/** The whole answer with its rows in the app's language. */
export function painelInLocale(painel: Painel): Painel {
  if (schemaLocale() !== 'en') return painel;
  const linhas = (l: Linha[], etapa = false) => l.map((x) => linhaInLocale(x, etapa));
  return {
    ...painel,
    ...(painel.equipes && { equipes: linhas(painel.equipes) }),
    ...(painel.origens && { origens: linhas(painel.origens) }),
    negociacoes: linhas(painel.negociacoes, true),
    meses: linhas(painel.meses),
  };
}
