import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { checkTree, listFiles } from './citations.ts';

// Code and READMEs cite docs/produto.md and docs/contrato.md by section: each citation must name a section the
// document has, and none may still name the documents that lived outside the repository (npm run docs:citations
// -- --write rewrites those; -- --check prints this list).
it('every § citation names a document in docs/ and a section it has', () => {
  const problems = checkTree(resolve(import.meta.dirname, '../..'));
  expect(problems.map((p) => `${p.path}:${p.line}: ${p.why}`)).toEqual([]);
});

it('looks inside every folder of the code, src/data and server/db included', () => {
  const files = listFiles(resolve(import.meta.dirname, '../..'));
  expect(files).toContain('src/data/http.ts');
  expect(files).toContain('server/db/client.ts');
});
