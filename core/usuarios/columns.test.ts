import { describe, expect, it } from 'vitest';
import perfil from '../../schemas/perfil.schema.json' with { type: 'json' };
import { limitsOf, pessoasColumns } from './columns';

describe('the people lists, from perfil.schema.json and usuario.schema.json', () => {
  it('the users list: a person’s data, then their profile here; references shown by name', () => {
    const { columns, name, filters, search, sortable, defaultSort } = pessoasColumns('usuarios');
    expect(columns.map((c) => c.source)).toEqual([
      'nomeCompleto',
      'email',
      'matricula',
      'papelNome',
      'equipeNome',
      'situacao',
    ]);
    expect(columns.map((c) => c.title)).toEqual([
      'Nome',
      'E-mail',
      'Matrícula',
      'Papel',
      'Equipe',
      'Situação',
    ]);
    expect(name).toBe('nomeCompleto');
    expect(defaultSort).toEqual(['nomeCompleto', 'ASC']);
    // x-filter on the profile's papelId, equipeId and situacao; q searches what the row shows as text
    expect(filters).toEqual(['papelId', 'equipeId', 'situacao']);
    expect(search).toEqual(['nomeCompleto', 'email', 'matricula', 'papelNome', 'equipeNome']);
    expect(sortable).toEqual(columns.map((c) => c.source));
  });

  it('the profiles list: the profile with its user’s e-mail; labels and enum names in English from x-i18n', () => {
    const { columns, search } = pessoasColumns('perfis');
    expect(columns.map((c) => c.source)).toEqual(['nome', 'email', 'papelNome', 'equipeNome', 'situacao']);
    expect(columns.map((c) => c.i18n.en)).toEqual(['Name', "User's email", 'Role', 'Team', 'State']);
    expect(search).toEqual(['nome', 'email', 'papelNome', 'equipeNome']);
    const situacao = columns.find((c) => c.source === 'situacao');
    expect(situacao?.choices).toEqual([
      { id: 'pendente', name: 'Convite pendente' },
      { id: 'ativo', name: 'Ativo' },
      { id: 'desativado', name: 'Desativado' },
    ]);
    expect(situacao?.choicesI18n.en?.pendente).toBe('Invitation pending');
    // the reference's resource is the schema's x-reference
    expect(columns.find((c) => c.property === 'equipeId')?.reference).toBe(
      perfil.properties.equipeId['x-reference'].resource,
    );
  });

  it('the fields’ rules as the schemas give them, for the forms and the server', () => {
    expect(limitsOf('usuario', 'nomeCompleto')).toEqual({ minLength: 1, maxLength: 120 });
    expect(limitsOf('usuario', 'matricula')).toEqual({ minimum: 0, maximum: 2147483647 });
    expect(limitsOf('perfil', 'foto')).toEqual({ maxLength: 200 });
    expect(() => limitsOf('perfil', 'senha')).toThrow(/perfil.senha/);
  });
});
