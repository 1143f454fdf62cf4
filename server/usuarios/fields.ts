import { limitsOf } from '../../core/usuarios/columns.ts';

// The body fields the people routes share (server/usuarios, server/perfis), as Fastify schemas; their lengths and
// ranges are those of usuario.schema.json and perfil.schema.json, as the forms' (core/usuarios/columns.ts).

export const nomeCompleto = { type: 'string', ...limitsOf('usuario', 'nomeCompleto') } as const;
export const email = { type: 'string', format: 'email', ...limitsOf('usuario', 'email') } as const;
export const matricula = { type: ['integer', 'null'], ...limitsOf('usuario', 'matricula') } as const;
/** Not in the schemas (a password is never an answer's field): 8 to 200 characters. */
export const senha = { type: 'string', minLength: 8, maxLength: 200 } as const;
export const key = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const nomePerfil = { type: 'string', ...limitsOf('perfil', 'nome') } as const;
export const foto = { type: ['string', 'null'], ...limitsOf('perfil', 'foto') } as const;

/** Params of two keys, e.g. `{ empresaId, usuarioId }`. */
export const twoIds = (a: string, b: string) => ({
  type: 'object',
  required: [a, b],
  additionalProperties: false,
  properties: { [a]: key, [b]: key },
});
