import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSAO_LABEL, PERMISSOES, semPermissao } from './permissoes';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|testUtils/.test(name) ? [path] : [];
  });
}

describe('permission labels', () => {
  it('names every permission of the server in Portuguese words, no code', () => {
    expect(Object.keys(PERMISSAO_LABEL).sort()).toEqual([...PERMISSOES].sort());
    for (const label of Object.values(PERMISSAO_LABEL)) expect(label).not.toMatch(/_|[A-Z]{2}/);
    expect(semPermissao('DEFINIR_VENDEDOR')).toBe(
      'Seu papel nesta empresa não tem a permissão “Definir o vendedor”.',
    );
  });

  it('no string of the client or the server shows a permission code to users', () => {
    // a code inside a quoted sentence ("… a permissão DEFINIR_VENDEDOR …"), not an identifier or a can('…')
    const codes = PERMISSOES.join('|');
    const sentence = new RegExp(`['"\`][^'"\`\\n]*\\s(${codes})\\b[^'"\`\\n]*['"\`]`);
    const offenders = [...files('core'), ...files('src'), ...files('server')].flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        // the OpenAPI document's summaries and descriptions are for developers
        .filter((line) => !/^\s*(\/\/|\*|\/\*|summary:|description:|')/.test(line) && sentence.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
