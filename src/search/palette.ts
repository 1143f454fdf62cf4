/**
 * The global search's logic, apart from its screen: what the server answers, what the client finds by itself
 * (pages, help topics), the flat list of options the keyboard walks, and the recent choices kept per person and
 * company.
 */

import { linhaDaPessoa, linhaDoRegistro, pessoaDosValores, type ValorDaBusca } from '../../core/busca/linhas';
import type { RegisterModel } from '../../core/schema/model';

/** One hit of GET /empresas/{e}/busca (server/busca/routes.ts). */
export interface SearchItem {
  id: number;
  titulo: string;
  /** In Portuguese, from the server; the app writes it again from `valores` in its own language. */
  subtitulo: string | null;
  valores?: Record<string, ValorDaBusca>;
  caminho: string;
}

export interface SearchGroup {
  recurso: string;
  rotulo: string;
  total: number;
  mais: boolean;
  caminho: string | null;
  itens: SearchItem[];
}

/**
 * A hit's line in the app's language: written again from its values with the register's (localized) model, or
 * as a person's line; the server's Portuguese line when the values are not there.
 */
export function lineInAppLanguage(
  model: RegisterModel | undefined,
  recurso: string,
  item: SearchItem,
): string | null {
  if (!item.valores) return item.subtitulo;
  if (model) return linhaDoRegistro(model, item.valores);
  const pessoa = recurso === 'pessoas' ? pessoaDosValores(item.valores) : null;
  return pessoa ? linhaDaPessoa(pessoa) : item.subtitulo;
}

/** One choice of the palette, wherever it came from. */
export interface Option {
  /** Unique in the list: the DOM id of the option derives from it. */
  chave: string;
  titulo: string;
  subtitulo: string | null;
  caminho: string;
  /** What it is: a page, a help topic, a register's record (its resource), a person, the "see all" of a group. */
  tipo: string;
}

export interface Section {
  chave: string;
  titulo: string;
  opcoes: Option[];
  /** A local section shown after the server's groups (help topics: read about, rarely what is looked for). */
  depois?: boolean;
}

/** A page the role opens, for the client-side half of the search. */
export interface SearchPage {
  label: string;
  caminho: string;
  grupo: string;
}

/** "Negociações" → "negociacoes": accents and case do not matter. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded. */
export const queryWords = (q: string) => normalize(q).split(/\s+/).filter(Boolean);

/** Pages whose label (or menu group) holds every typed word, accent-insensitive, the label's own match first. */
export function matchingPages(paginas: readonly SearchPage[], q: string): Option[] {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const hits: Array<{ pagina: SearchPage; peso: number }> = [];
  for (const pagina of paginas) {
    const label = normalize(pagina.label);
    const todo = `${label} ${normalize(pagina.grupo)}`;
    if (!words.every((w) => todo.includes(w))) continue;
    // the label starting with the text first, then a word of it starting so, then the rest (its group)
    const peso = label.startsWith(words[0] ?? '') ? 0 : words.every((w) => label.includes(` ${w}`)) ? 1 : 2;
    hits.push({ pagina, peso });
  }
  return hits
    .sort((a, b) => a.peso - b.peso || a.pagina.label.localeCompare(b.pagina.label, 'pt-BR'))
    .map(({ pagina }) => ({
      chave: `pagina:${pagina.caminho}`,
      titulo: pagina.label,
      subtitulo: pagina.grupo,
      caminho: pagina.caminho,
      tipo: 'pagina',
    }));
}

/** The server's groups as sections: five hits each and, when there are more, a "see all" to the filtered list. */
export function serverSections(
  grupos: readonly SearchGroup[],
  verTodos: (g: SearchGroup) => string = (g) =>
    `Ver ${g.mais ? `mais de ${g.total}` : `todos os ${g.total}`} em ${g.rotulo}`,
): Section[] {
  return grupos.map((g) => {
    const opcoes: Option[] = g.itens.map((item) => ({
      chave: `${g.recurso}:${item.id}`,
      titulo: item.titulo,
      subtitulo: item.subtitulo,
      caminho: item.caminho,
      tipo: g.recurso,
    }));
    if (g.caminho && g.total > g.itens.length)
      opcoes.push({
        chave: `${g.recurso}:todos`,
        titulo: verTodos(g),
        subtitulo: null,
        caminho: g.caminho,
        tipo: 'todos',
      });
    return { chave: g.recurso, titulo: g.rotulo, opcoes };
  });
}

/** The options in the order the keyboard walks them. */
export const optionsOf = (secoes: readonly Section[]) => secoes.flatMap((s) => s.opcoes);

/**
 * Where the active option goes on a key: ↓/↑ to the next/previous (wrapping around), Home/End to the first/last.
 * -1 is none; any other key leaves it.
 */
export function nextActive(atual: number, tecla: string, total: number): number {
  if (total === 0) return -1;
  switch (tecla) {
    case 'ArrowDown':
      return atual < 0 || atual >= total - 1 ? 0 : atual + 1;
    case 'ArrowUp':
      return atual <= 0 ? total - 1 : atual - 1;
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return atual;
  }
}

/** How many recent choices are kept. */
export const MAX_RECENT = 8;

/** The storage key of one person's recent choices in one company. */
export const recentKey = (usuarioId: number, empresaId: number) =>
  `vendas.busca.recentes.${usuarioId}.${empresaId}`;

const isOption = (value: unknown): value is Option => {
  const o = value as Partial<Option> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.chave === 'string' &&
    typeof o.titulo === 'string' &&
    typeof o.caminho === 'string' &&
    typeof o.tipo === 'string' &&
    (o.subtitulo === null || typeof o.subtitulo === 'string')
  );
};

/** The recent choices stored under `chave`, newest first; anything unreadable counts as none. */
export function readRecent(storage: Pick<Storage, 'getItem'> | undefined, chave: string): Option[] {
  try {
    const value = JSON.parse(storage?.getItem(chave) ?? '[]');
    return Array.isArray(value) ? value.filter(isOption).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts a choice first among the recent ones (once), keeping MAX_RECENT; a full storage is no error. */
export function remember(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  chave: string,
  opcao: Option,
): Option[] {
  const { chave: id, titulo, subtitulo, caminho, tipo } = opcao;
  const recentes = [
    { chave: id, titulo, subtitulo, caminho, tipo },
    ...readRecent(storage, chave).filter((o) => o.caminho !== caminho),
  ].slice(0, MAX_RECENT);
  try {
    storage?.setItem(chave, JSON.stringify(recentes));
  } catch {
    // private mode or a full storage: the search works without its memory
  }
  return recentes;
}

/** Whether the server is asked: two characters, or a number (a sale's number may be one digit). */
export const asksServer = (q: string) => {
  const t = q.trim();
  return t.length >= 2 || /^\d+$/.test(t);
};
