import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSOES } from '../../core/permissoes.ts';
import { normalizeRegisters } from '../../core/schema/model.ts';
import { checkedPermissions, generatePermissions, type Permissions, permissionsOf } from './permissions.ts';
import { loadSchemas, type SchemaFile } from './registers.ts';

const files = loadSchemas(join(import.meta.dirname, '..', '..', 'schemas'));
const papel = files.find((f) => f.file === 'papel.schema.json') as SchemaFile;

/** papel.schema.json with its permissoes property changed. */
function withPermissoes(change: (p: Record<string, unknown>) => void): SchemaFile[] {
  const schema = structuredClone(papel.schema);
  change(
    (schema.properties as Record<string, Record<string, unknown>>).permissoes as Record<string, unknown>,
  );
  return files.map((f) => (f === papel ? { ...f, schema } : f));
}

const veiculo = (permission: string) =>
  normalizeRegisters([
    {
      $id: 'Veiculo',
      type: 'object',
      additionalProperties: false,
      'x-resource': 'veiculos',
      'x-scope': 'empresa',
      'x-primaryKey': 'veiculoId',
      'x-label': { singular: 'Veículo', plural: 'Veículos', gender: 'm' },
      'x-permission': permission,
      'x-readPermission': 'VER_FROTA',
      required: ['placa'],
      properties: { placa: { type: 'string', title: 'Placa', maxLength: 7 } },
    },
  ]);

const fail = (message: string) => new Error(message);

describe('the company permissions come from papel.schema.json', () => {
  it('reads the enum and its labels, in both languages', () => {
    const permissions = permissionsOf(files) as Permissions;
    expect(permissions.codes).toEqual([...PERMISSOES]);
    expect(permissions.labels.DEFINIR_VENDEDOR).toBe('Definir o vendedor');
    expect(permissions.labelsEn.DEFINIR_VENDEDOR).toBe('Set the salesperson');
  });

  it('refuses a register naming a permission the enum lacks, naming the register, keyword and fix', () => {
    expect(() => checkedPermissions(files, veiculo('DIRIGIR'), fail)).toThrow(
      /register veiculos: x-permission "DIRIGIR" is not a permission of papel\.schema\.json: add it to permissoes\.items\.enum[\s\S]*register veiculos: x-readPermission "VER_FROTA"/,
    );
  });

  it('takes a permission once the enum has it with its labels, and generates it for client and server', () => {
    const grown = withPermissoes((p) => {
      (p.items as { enum: string[] }).enum.push('DIRIGIR', 'VER_FROTA');
      Object.assign(p['x-enumLabels'] as object, { DIRIGIR: 'Dirigir', VER_FROTA: 'Ver a frota' });
      const en = (p['x-i18n'] as { en: { enumLabels: object } }).en.enumLabels;
      Object.assign(en, { DIRIGIR: 'Drive', VER_FROTA: 'See the fleet' });
    });
    const permissions = checkedPermissions(grown, veiculo('DIRIGIR'), fail);
    const code = generatePermissions(permissions);
    expect(code).toContain("  'VER_FROTA',\n] as const satisfies readonly Permissao[];");
    expect(code).toContain("  DIRIGIR: 'Dirigir',");
    expect(code).toContain("  VER_FROTA: 'See the fleet',");
  });

  it('refuses a permission without its Portuguese or English label, and a papel without the enum', () => {
    const unlabelled = withPermissoes((p) => (p.items as { enum: string[] }).enum.push('NOVA'));
    expect(permissionsOf(unlabelled)).toEqual([
      'papel.schema.json: permission NOVA has no label in permissoes.x-enumLabels',
      'papel.schema.json: permission NOVA has no label in permissoes.x-i18n.en.enumLabels',
    ]);
    expect(permissionsOf(withPermissoes((p) => delete p.items))).toEqual([
      'papel.schema.json: permissoes.items.enum must list the company permissions (strings)',
    ]);
    expect(permissionsOf(files.filter((f) => f !== papel))).toHaveLength(1);
  });
});
