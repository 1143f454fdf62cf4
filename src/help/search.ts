/**
 * The help's search: accent- and case-insensitive, over each topic's title, keywords, summary, sections and
 * shortcuts, ranked with the title first. Some thirty topics of a few hundred words: a scan with a tiny
 * Portuguese plural folding does it in well under a millisecond, so no search library (Fuse, MiniSearch) is
 * worth its weight here.
 */
import { type HelpTopic, helpTopicsIn } from './topics';

/** "Negociações" → "negociacoes": no accents, lower case. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A word folded so that singular and plural meet: "negociacoes" and "negociacao" → "negociacao", "atalhos" →
 * "atalho", "adicionais" → "adicional". Crude on purpose: it only has to make a typed word meet the text's.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (word.endsWith('res') || word.endsWith('zes')) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The folded words of a text, as the search compares them. */
export function terms(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map(stem);
}

// How much a typed word weighs by where it is found: the title first, then what people call the page, then the rest.
const WEIGHTS = { titulo: 12, palavras: 7, resumo: 4, secao: 3, texto: 1 } as const;
type Field = keyof typeof WEIGHTS;

interface Indexed {
  topic: HelpTopic;
  campos: Record<Field, string[]>;
  /** The topic's sentences, for the excerpt under a result. */
  frases: string[];
}

function index(topic: HelpTopic): Indexed {
  const textos = [
    ...topic.secoes.flatMap((s) => [s.texto ?? '', ...(s.passos ?? [])]),
    ...topic.atalhos.map((a) => `${a.teclas}: ${a.acao}`),
  ].filter((t) => t !== '');
  return {
    topic,
    campos: {
      titulo: terms(topic.titulo),
      palavras: topic.palavras.flatMap(terms),
      resumo: terms(topic.resumo),
      secao: topic.secoes.flatMap((s) => terms(s.titulo)),
      texto: textos.flatMap(terms),
    },
    frases: [topic.resumo, ...textos],
  };
}

const indexed = new Map<string, Indexed[]>();

/** One topic found: how well it matched and, when the words are in its body, the sentence that holds them. */
export interface HelpResult {
  topic: HelpTopic;
  score: number;
  snippet: string | null;
}

export interface SearchHelpOptions {
  /**
   * Which topics: 'empresa' (default: a company's pages and the general topics), 'admin' (the platform admin
   * area's and the general ones that hold there) or 'todas'.
   */
  area?: 'empresa' | 'admin' | 'todas';
  /** At most this many results (all by default). */
  limite?: number;
  /** The topics' language: 'en' searches (and answers with) the English texts; pt-BR by default. */
  locale?: string;
}

/** Whether a topic belongs in an area's help (the general topics belong everywhere). */
export function inArea(topic: HelpTopic, area: NonNullable<SearchHelpOptions['area']>): boolean {
  if (area === 'todas') return true;
  if (topic.grupo === 'admin') return area === 'admin';
  if (area === 'admin') return topic.tambemNoAdmin === true;
  return true;
}

/** How well one typed word matches a field's words: whole word 1, start of a word 0.75, inside a word 0.25. */
function matchOf(word: string, field: readonly string[]): number {
  let best = 0;
  for (const w of field) {
    if (w === word) return 1;
    if (w.startsWith(word)) best = Math.max(best, 0.75);
    else if (word.length >= 4 && w.includes(word)) best = Math.max(best, 0.25);
  }
  return best;
}

/**
 * The help topics that hold every word of `q`, best first: accents and case do not matter, a word may be the
 * start of one in the topic (results as you type), and singular meets plural. Empty for a blank query.
 *
 * @example searchHelp('negociacao')[0]?.topic.slug // 'negociacoes'
 * @example searchHelp('atalho')[0]?.topic.slug // 'atalhos'
 */
export function searchHelp(q: string, options: SearchHelpOptions = {}): HelpResult[] {
  const words = terms(q.slice(0, 200));
  if (words.length === 0) return [];
  const area = options.area ?? 'empresa';
  const locale = options.locale === 'en' ? 'en' : 'pt-br';
  let entries = indexed.get(locale);
  if (!entries) {
    entries = helpTopicsIn(locale).map(index);
    indexed.set(locale, entries);
  }
  const results: HelpResult[] = [];
  for (const entry of entries) {
    if (!inArea(entry.topic, area)) continue;
    let score = 0;
    let all = true;
    for (const word of words) {
      let best = 0;
      for (const campo of Object.keys(WEIGHTS) as Field[])
        best = Math.max(best, WEIGHTS[campo] * matchOf(word, entry.campos[campo]));
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    if (!all) continue;
    // the whole query at the start of the title: what someone typing a page's name wants
    const titulo = normalize(entry.topic.titulo);
    if (titulo.startsWith(normalize(q.trim()))) score += 6;
    results.push({ topic: entry.topic, score, snippet: snippet(entry, words) });
  }
  results.sort((a, b) => b.score - a.score || a.topic.titulo.localeCompare(b.topic.titulo, 'pt-BR'));
  return options.limite === undefined ? results : results.slice(0, options.limite);
}

/** The first sentence of the topic holding the most typed words, when the title alone does not say why it matched. */
function snippet(entry: Indexed, words: readonly string[]): string | null {
  if (words.every((w) => matchOf(w, entry.campos.titulo) > 0)) return null;
  let best: string | null = null;
  let bestCount = 0;
  for (const frase of entry.frases) {
    const fraseTerms = terms(frase);
    const count = words.filter((w) => matchOf(w, fraseTerms) > 0).length;
    if (count > bestCount) {
      best = frase;
      bestCount = count;
    }
  }
  return best;
}
