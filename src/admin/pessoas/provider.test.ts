import { describe, expect, it } from 'vitest';
import { conviteBody, perfilAdminPatch } from './provider';

describe('the bodies the admin people pages send', () => {
  it('an invitation: trimmed e-mail and name, the role as a number, a team only when chosen', () => {
    expect(
      conviteBody({ email: '  Marta@Alfa.com.br ', nomeCompleto: ' Marta ', papelId: '2', equipeId: '' }),
    ).toEqual({ email: 'Marta@Alfa.com.br', nomeCompleto: 'Marta', papelId: 2 });
    expect(conviteBody({ email: 'a@b.co', nomeCompleto: 'A', papelId: 5, equipeId: 3 })).toEqual({
      email: 'a@b.co',
      nomeCompleto: 'A',
      papelId: 5,
      equipeId: 3,
    });
  });

  it('a profile change: only what changed, "Sem equipe" as null, nothing for an untouched form', () => {
    const previous = {
      nome: 'Carla',
      papelId: 5,
      equipeId: 2,
      ativo: true,
      aceito: true,
      email: 'c@a.com.br',
    };
    expect(perfilAdminPatch({ ...previous }, previous)).toEqual({});
    expect(perfilAdminPatch({ ...previous, equipeId: '', ativo: false }, previous)).toEqual({
      equipeId: null,
      ativo: false,
    });
    expect(perfilAdminPatch({ ...previous, nome: ' Carla R. ', papelId: 1 }, previous)).toEqual({
      nome: 'Carla R.',
      papelId: 1,
    });
    // fields the call does not take (aceito, e-mail) are never sent
    expect(perfilAdminPatch({ ...previous, aceito: false, email: 'x@y.z' }, previous)).toEqual({});
  });
});
