import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkTree, listFiles, rewriteCitations } from './docs/citations.ts';

// npm run docs:citations [-- --write | --check]
//
// Without a flag (the dry run) it lists the files whose citations of the old SPEC / CONTRACT would point at
// docs/produto.md / docs/contrato.md, with the count of changed lines, and writes nothing. --write rewrites
// them, then lets Biome lay them out again. --check writes nothing and fails listing every old citation left
// and every docs/… § that names a section the document does not have (scripts/docs/tree.test.ts runs the same
// check in the suite).

const repoRoot = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { write: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
});

if (values.check) {
  const problems = checkTree(repoRoot);
  for (const p of problems) console.log(`${p.path}:${p.line}: ${p.why}\n    ${p.text}`);
  console.log(
    problems.length ? `${problems.length} problem(s)` : 'every citation names a section that exists',
  );
  process.exitCode = problems.length ? 1 : 0;
} else {
  const changedFiles: string[] = [];
  let lines = 0;
  for (const path of listFiles(repoRoot)) {
    const full = join(repoRoot, path);
    const before = readFileSync(full, 'utf8');
    const after = rewriteCitations(before, { path });
    if (after === before) continue;
    const a = before.split('\n');
    const b = after.split('\n');
    const changed = a.filter((line, i) => line !== b[i]).length;
    changedFiles.push(path);
    lines += changed;
    console.log(`${path}: ${changed} line(s)`);
    if (values.write) writeFileSync(full, after);
  }
  console.log(
    `${values.write ? 'rewrote' : 'would rewrite'} ${lines} line(s) in ${changedFiles.length} file(s)`,
  );
  // a longer citation widens a markdown table or a code line: Biome lays them out again as CI expects
  if (values.write && changedFiles.length) {
    const biome = spawnSync(
      join(repoRoot, 'node_modules/.bin/biome'),
      ['format', '--write', ...changedFiles],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
    process.exitCode = biome.status ?? 1;
  }
}
