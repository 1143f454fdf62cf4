import { describe, expect, it } from 'vitest';
import { normalizeRegister } from '../../core/schema/model.ts';
import produto from '../../schemas/produto.schema.json' with { type: 'json' };
import { generateTypes, TYPES_BANNER } from './types.ts';

describe('generateTypes', () => {
  const sources = [
    { name: 'Produto', schema: normalizeRegister(produto).fullSchema },
    {
      name: 'Resumo',
      schema: {
        $id: 'Resumo',
        title: 'Resumo da empresa',
        type: 'object',
        additionalProperties: false,
        required: ['produto', 'nome'],
        properties: {
          produto: { anyOf: [{ $ref: 'Produto#' }, { type: 'null' }] },
          nome: { type: 'string', title: 'Nome', description: 'Como aparece' },
        },
      },
    },
  ];

  it('writes one file per schema and an index, each starting with the banner', async () => {
    const files = await generateTypes(sources);
    expect([...files.keys()]).toEqual(['Produto.ts', 'Resumo.ts', 'index.ts']);
    for (const content of files.values()) expect(content.split('\n')[0]).toBe(TYPES_BANNER);
    expect(files.get('index.ts')).toBe(
      `${TYPES_BANNER}\nexport type * from './Produto.ts';\nexport type * from './Resumo.ts';\n`,
    );
  });

  it('types a record with its standard fields, optional ones as null', async () => {
    const produtoTs = (await generateTypes(sources)).get('Produto.ts') ?? '';
    expect(produtoTs).toMatch(/export interface Produto \{/);
    expect(produtoTs).toMatch(/^ {2}id: number;$/m);
    expect(produtoTs).toMatch(/^ {2}descricao: string \| null;$/m);
    expect(produtoTs).toMatch(/^ {2}categoria: 'PLANO' \| 'APARELHO' \| 'SERVICO' \| 'ACESSORIO' \| null;$/m);
    expect(produtoTs).toMatch(/^ {2}createdAt: string;$/m);
  });

  it('imports referenced schemas instead of declaring them again, and names no alias per title', async () => {
    const resumo = (await generateTypes(sources)).get('Resumo.ts') ?? '';
    expect(resumo).toContain("import type { Produto } from './Produto.ts';");
    expect(resumo).toMatch(/^ {2}produto: Produto \| null;$/m);
    expect(resumo).toMatch(/Nome: Como aparece/);
    expect(resumo).not.toMatch(/export type Nome/);
    // the human title stays in the doc comment, the type takes the $id
    expect(resumo).toMatch(/Resumo da empresa[\s\S]*export interface Resumo \{/);
  });

  it('gives the same text for the same schemas', async () => {
    expect([...(await generateTypes(sources)).entries()]).toEqual([
      ...(await generateTypes([...sources].reverse())).entries(),
    ]);
  });
});
