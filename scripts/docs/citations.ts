import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix } from 'node:path';

// Comments and READMEs cite the product specification and the contract by section ("SPEC §2", "CONTRACT.md §5").
// Those documents now live in docs/ (produto.md, contrato.md) with the same section numbers, so every citation
// can name a file a reader opens. rewriteCitations turns an old citation into a new one; findProblems is the
// check that keeps it so: no old citation left, and no docs/… § pointing at a section that does not exist.

/** The documents an old citation named, and the file in docs/ that holds each now. */
export const DOCS = { SPEC: 'docs/produto.md', CONTRACT: 'docs/contrato.md' } as const;

/** Where citations are looked for: the folders of the code, the docs, and the files at the root. */
export const ROOTS = ['core', 'src', 'server', 'scripts', 'tests', 'schemas', 'docs'] as const;
const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.json', '.md', '.sql', '.sh', '.html', '.css']);
// by name at any depth inside the roots (the PGlite data/, bench/ and .tmp/ at the top are never walked: only ROOTS are)
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const SKIPPED_FILES = new Set(['package-lock.json']);
/** This tool's own files quote old citations on purpose. */
const OWN_FILES = new Set([
  'scripts/docs-citations.ts',
  'scripts/docs/citations.ts',
  'scripts/docs/citations.test.ts',
]);

/** An old citation: `SPEC §2`, `CONTRACT.md §5`, `STYLE §1` (STYLE has no file in docs/: it is only reported). */
const OLD_CITATION = /\b(SPEC|CONTRACT|STYLE)(?:\.md)? ?§/g;
/** The bare name of an old document, as in "(SPEC: 600 px or less)" or "the CONTRACT defaults". */
const OLD_NAME = /\b(SPEC|CONTRACT)(?:\.md)?\b(?!_)/g;
/** The same, when no section follows (a citation with its section is reported once, as a citation). */
const BARE_NAME = /\b(SPEC|CONTRACT)(?:\.md)?\b(?!_)(?! ?§)(?!\.md ?§)/g;
/** A citation of a document in docs/ with its section, and the sections listed after it ("§5, §7", "§1/§9"). */
const NEW_CITATION = /\bdocs\/([\w-]+\.md) §(\d+)((?:\s*(?:,|\/|and|e|–)\s*§\d+)*)/g;

export interface RewriteOptions {
  /** The file's path from the repository root, posix style: markdown files get links relative to it. */
  path: string;
}

/**
 * The text with every old citation pointing at docs/. In code the citation becomes plain text
 * (`SPEC §2` → `docs/produto.md §2`); in markdown, outside code blocks and code spans, a link to the file
 * (`[docs/produto.md §2](docs/produto.md)`), and the Portuguese article that went with "a SPEC" follows the file
 * ("da SPEC §2" → "do [docs/produto.md §2](…)").
 *
 * @example rewriteCitations('// the routes of SPEC §2', { path: 'src/x.ts' }) === '// the routes of docs/produto.md §2'
 */
export function rewriteCitations(text: string, { path }: RewriteOptions): string {
  if (extname(path) !== '.md') return rewritePlain(text);
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        inFence = !inFence;
        return line;
      }
      return inFence ? rewritePlain(line, true) : rewriteMarkdownLine(line, path);
    })
    .join('\n');
}

function docOf(name: string): string | undefined {
  return name === 'SPEC' || name === 'CONTRACT' ? DOCS[name] : undefined;
}

function rewritePlain(text: string, portuguese = false): string {
  const cited = text.replace(OLD_CITATION, (match, name: string) => {
    const doc = docOf(name);
    return doc ? `${doc} §` : match;
  });
  const named = cited.replace(OLD_NAME, (match, name: string) => docOf(name) ?? match);
  return portuguese ? named.replace(/\b([dD])a (docs\/(?:produto|contrato)\.md)/g, '$1o $2') : named;
}

function rewriteMarkdownLine(line: string, path: string): string {
  const base = posix.dirname(path);
  // code spans keep their text as it is: only the parts between backticks are prose
  return line
    .split('`')
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const linked = part.replace(
        /\b(?:([dD])a )?(SPEC|CONTRACT)(?:\.md)? ?§(\d+)/g,
        (_match, article: string | undefined, name: 'SPEC' | 'CONTRACT', n: string) => {
          const doc = DOCS[name];
          const target = posix.relative(base, doc) || posix.basename(doc);
          return `${article ? `${article}o ` : ''}[${doc} §${n}](${target})`;
        },
      );
      return linked.replace(OLD_NAME, (match, name: string) => docOf(name) ?? match);
    })
    .join('`');
}

/** The § numbers of a document's headings (`## §3 Entidades e campos` → 3). */
export function docSections(markdown: string): Set<number> {
  const sections = new Set<number>();
  for (const match of markdown.matchAll(/^#{1,6} §(\d+)\b/gm)) sections.add(Number(match[1]));
  return sections;
}

export interface Problem {
  path: string;
  line: number;
  text: string;
  why: string;
}

/**
 * What is wrong with the citations of these files: an old citation or document name left, or a docs/… §N whose
 * document or section does not exist. `docs` maps a document's path (docs/produto.md) to its sections.
 */
export function findProblems(
  files: readonly { path: string; text: string }[],
  docs: ReadonlyMap<string, Set<number>>,
): Problem[] {
  const problems: Problem[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, i) => {
      const at = (why: string) => problems.push({ path, line: i + 1, text: line.trim(), why });
      for (const match of line.matchAll(OLD_CITATION)) at(`still cites ${match[0].trim()}`);
      for (const match of line.matchAll(BARE_NAME)) at(`still names ${match[0]}`);
      for (const match of line.matchAll(NEW_CITATION)) {
        const doc = `docs/${match[1]}`;
        const sections = docs.get(doc);
        if (!sections) {
          at(`cites ${doc}, which does not exist`);
          continue;
        }
        const numbers = [match[2], ...Array.from((match[3] ?? '').matchAll(/§(\d+)/g), (m) => m[1])];
        for (const n of numbers)
          if (!sections.has(Number(n))) at(`cites ${doc} §${n}, which has no such section`);
      }
    });
  }
  return problems;
}

/** Every file under the roots (and the files at the root of the repository) that may hold a citation. */
export function listFiles(repoRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (dir && !SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (
        EXTENSIONS.has(extname(entry.name)) &&
        !SKIPPED_FILES.has(entry.name) &&
        !OWN_FILES.has(rel)
      ) {
        files.push(rel);
      }
    }
  };
  walk('');
  for (const root of ROOTS) {
    try {
      walk(root);
    } catch {
      // a root that a checkout does not have (docs/ before it was brought in) holds no citation
    }
  }
  return files.sort();
}

/** The documents in docs/ and their sections. */
export function readDocs(repoRoot: string): Map<string, Set<number>> {
  const docs = new Map<string, Set<number>>();
  for (const name of readdirSync(join(repoRoot, 'docs'))) {
    if (extname(name) === '.md')
      docs.set(`docs/${name}`, docSections(readFileSync(join(repoRoot, 'docs', name), 'utf8')));
  }
  return docs;
}

/** The problems of the whole tree (the check mode and the test). */
export function checkTree(repoRoot: string): Problem[] {
  const files = listFiles(repoRoot).map((path) => ({
    path,
    text: readFileSync(join(repoRoot, path), 'utf8'),
  }));
  return findProblems(files, readDocs(repoRoot));
}
