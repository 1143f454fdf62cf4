import { describe, expect, it } from 'vitest';
import { docSections, findProblems, rewriteCitations } from './citations.ts';

const DOCS = new Map([
  ['docs/produto.md', new Set([1, 2, 3, 4, 5, 6, 7, 8, 9])],
  ['docs/contrato.md', new Set([1, 2, 3, 4, 5, 6, 7, 8])],
]);

describe('rewriteCitations', () => {
  it('points code citations of SPEC and CONTRACT, with or without .md, at docs/', () => {
    const code = [
      '/** SPEC §2: /login only when not authenticated. */',
      '// strict input (CONTRACT.md §6) and CONTRACT §5 lists',
      "it('reads SPEC §1/§9 and SPEC §5, §7', () => {});",
    ].join('\n');
    expect(rewriteCitations(code, { path: 'src/x.ts' })).toBe(
      [
        '/** docs/produto.md §2: /login only when not authenticated. */',
        '// strict input (docs/contrato.md §6) and docs/contrato.md §5 lists',
        "it('reads docs/produto.md §1/§9 and docs/produto.md §5, §7', () => {});",
      ].join('\n'),
    );
  });

  it('names the file where a comment names the old document without a section, and leaves identifiers alone', () => {
    const code =
      "// (SPEC: 600 px) the CONTRACT defaults, SPEC's corPrimaria\nconst ITEM_SPECIALS = 'SPEC_X';";
    expect(rewriteCitations(code, { path: 'server/x.ts' })).toBe(
      "// (docs/produto.md: 600 px) the docs/contrato.md defaults, docs/produto.md's corPrimaria\n" +
        "const ITEM_SPECIALS = 'SPEC_X';",
    );
  });

  it('links markdown citations relative to the file, keeps code spans and fences plain, and fixes the article', () => {
    const md = [
      'Nossa leitura da SPEC §6, ver CONTRACT §8 e `SPEC §2` em código.',
      '```',
      '  rotas da SPEC §2 guardadas',
      '```',
    ].join('\n');
    expect(rewriteCitations(md, { path: 'README.md' })).toBe(
      [
        'Nossa leitura do [docs/produto.md §6](docs/produto.md), ver [docs/contrato.md §8](docs/contrato.md) e `SPEC §2` em código.',
        '```',
        '  rotas do docs/produto.md §2 guardadas',
        '```',
      ].join('\n'),
    );
    expect(rewriteCitations('Every register of CONTRACT.md §5', { path: 'schemas/README.md' })).toBe(
      'Every register of [docs/contrato.md §5](../docs/contrato.md)',
    );
  });

  it('changes nothing in a text without old citations', () => {
    const text = "// see docs/produto.md §2\nconst ETAPA = 'PROSPECCAO';";
    expect(rewriteCitations(text, { path: 'src/x.ts' })).toBe(text);
  });

  it('gives a tree with no problem once rewritten', () => {
    const files = [
      { path: 'src/a.ts', text: '// SPEC §2 and CONTRACT.md §5, §6' },
      { path: 'README.md', text: 'da SPEC §9 e CONTRACT §8' },
    ];
    expect(findProblems(files, DOCS)).toHaveLength(4);
    const rewritten = files.map((f) => ({ ...f, text: rewriteCitations(f.text, f) }));
    expect(findProblems(rewritten, DOCS)).toEqual([]);
  });
});

describe('findProblems', () => {
  it('reports old citations and bare document names with their line', () => {
    const problems = findProblems(
      [{ path: 'server/x.ts', text: 'ok\n// CONTRACT §5\n// STYLE §1, the SPEC figures' }],
      DOCS,
    );
    expect(problems.map((p) => [p.line, p.why])).toEqual([
      [2, 'still cites CONTRACT §'],
      [3, 'still cites STYLE §'],
      [3, 'still names SPEC'],
    ]);
  });

  it('reports a section or a document that does not exist, in a list of sections too', () => {
    const problems = findProblems(
      [
        {
          path: 'src/x.ts',
          text: '// docs/produto.md §10\n// docs/contrato.md §5, §9\n// docs/estilo.md §1\n// docs/produto.md §1/§9',
        },
      ],
      DOCS,
    );
    expect(problems.map((p) => [p.line, p.why])).toEqual([
      [1, 'cites docs/produto.md §10, which has no such section'],
      [2, 'cites docs/contrato.md §9, which has no such section'],
      [3, 'cites docs/estilo.md, which does not exist'],
    ]);
  });
});

describe('docSections', () => {
  it('reads the § numbers of the headings only', () => {
    expect(docSections('# Título\n\n## §1 Um\ntexto §7\n### §12 Doze\n## Sem número')).toEqual(
      new Set([1, 12]),
    );
  });
});
