/**
 * Where the help lives and which topic documents the page on screen: the app bar's "?" and F1 use helpTopicFor.
 */
import { matchPath } from 'react-router-dom';
import { HELP_TOPICS, type HelpTopic } from './topics';

/** /e/3/ajuda, /e/3/ajuda/vendas; /admin/ajuda, /admin/ajuda/admin-empresas (empresaId null: the admin area). */
export function helpPath(empresaId: number | null, slug?: string): string {
  const base = empresaId === null ? '/admin/ajuda' : `/e/${empresaId}/ajuda`;
  return slug ? `${base}/${slug}` : base;
}

/** A pattern with literal segments wins over one with parameters (':recurso/lixeira' over 'vendas/:vendaId'). */
const literals = (pattern: string) => pattern.split('/').filter((s) => s !== '' && !s.startsWith(':')).length;

/**
 * The topic of the page at `pathname` (the browser's, e.g. /e/3/vendas/12 or /admin/bancos/5), or undefined for
 * a page without one (the help index then). A topic's rota covers its page and the pages below it (a list's
 * records, /create), unless a more specific topic claims them (/vendas/lixeira is the Lixeira's).
 *
 * @example helpTopicFor('/e/3/vendas/12')?.slug // 'vendas'
 */
export function helpTopicFor(pathname: string): HelpTopic | undefined {
  const company = /^\/e\/[^/]+(\/.*)?$/.exec(pathname);
  const admin = /^\/admin(\/.*)?$/.test(pathname);
  if (!company && !admin) return undefined;
  const rest = company ? (company[1] ?? '') : pathname;
  // the help's own pages have no topic: the "?" there opens the index
  if (/^(\/admin)?\/ajuda(\/|$)/.test(rest)) return undefined;
  const candidates = HELP_TOPICS.filter((t) => t.rota !== null && (t.grupo === 'admin') === admin);
  let best: { topic: HelpTopic; exact: boolean; literals: number } | undefined;
  for (const topic of candidates) {
    const pattern = `/${topic.rota}`.replace(/\/$/, '') || '/';
    const exact = matchPath({ path: pattern, end: true }, rest || '/') !== null;
    // '' (the home) covers only itself
    const below = !exact && pattern !== '/' && matchPath({ path: `${pattern}/*`, end: true }, rest) !== null;
    if (!exact && !below) continue;
    const score = { topic, exact, literals: literals(pattern) };
    if (
      !best ||
      score.literals > best.literals ||
      (score.literals === best.literals && score.exact && !best.exact)
    )
      best = score;
  }
  return best?.topic;
}
