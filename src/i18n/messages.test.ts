import raEnglishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { appEn } from './app.en';
import { appPtBr } from './app.pt-br';
import { AREAS, areasEn, areasPtBr } from './areas';
import { brazilianPortugueseMessages } from './i18nProvider';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

function lookup(tree: Tree, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** The %{placeholders} a text uses, over all its plural forms, sorted. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}

const pluralForms = (text: string) => text.split('||||').length;

/** Each key of `reference` whose text in `translated` is missing, empty, or has other placeholders or plurals. */
function problems(reference: Tree, translated: Tree): string[] {
  return leaves(reference).flatMap(([key, source]) => {
    const text = lookup(translated, key);
    if (typeof text !== 'string' || (text.trim() === '' && String(source).trim() !== ''))
      return [`${key}: falta`];
    const expected = String(source);
    if (placeholders(text).join() !== placeholders(expected).join())
      return [`${key}: placeholders ${placeholders(text)} ≠ ${placeholders(expected)}`];
    if (pluralForms(text) !== pluralForms(expected)) return [`${key}: formas de plural diferentes`];
    return [];
  });
}

describe('pt-BR messages', () => {
  it('translate every react-admin key of ra-language-english, with the same placeholders and plurals', () => {
    expect(leaves(raEnglishMessages).length).toBeGreaterThan(150);
    expect(problems(raEnglishMessages, brazilianPortugueseMessages)).toEqual([]);
  });

  it('carry every app key', () => {
    expect(problems(appPtBr, brazilianPortugueseMessages)).toEqual([]);
  });
});

describe('app messages', () => {
  it('have exactly the same keys in English and in Portuguese', () => {
    const keys = (tree: Tree) =>
      leaves(tree)
        .map(([key]) => key)
        .sort();
    expect(keys(appEn)).toEqual(keys(appPtBr));
  });

  it('have the same placeholders and plural forms in English as in Portuguese', () => {
    expect(problems(appPtBr, appEn)).toEqual([]);
  });

  it('live under the app. namespace only', () => {
    expect(Object.keys(appPtBr)).toEqual(['app']);
    expect(Object.keys(appEn)).toEqual(['app']);
  });
});

describe('area texts (src/<area>/texts.ts)', () => {
  it('have the same keys, placeholders and plural forms in English as in Portuguese', () => {
    expect(problems(areasPtBr, areasEn)).toEqual([]);
    expect(problems(areasEn, areasPtBr)).toEqual([]);
  });

  it('take area names app.pt-br.ts does not use, so neither hides the other', () => {
    expect(Object.keys(AREAS).filter((area) => area in appPtBr.app)).toEqual([]);
  });
});

describe('the completeness check itself', () => {
  it('reports a missing key, a changed placeholder and a lost plural', () => {
    const reference = { ra: { a: 'A %{x}', b: 'B', c: 'one |||| %{smart_count} many' } };
    const translated = { ra: { a: 'A %{y}', c: '%{smart_count} muitos' } };
    expect(problems(reference, translated)).toEqual([
      'ra.a: placeholders y ≠ x',
      'ra.b: falta',
      'ra.c: formas de plural diferentes',
    ]);
  });
});
