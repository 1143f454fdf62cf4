// The body fields the people routes share (server/usuarios, server/perfis), as Fastify schemas.

export const nomeCompleto = { type: 'string', minLength: 1, maxLength: 120 } as const;
export const email = { type: 'string', format: 'email', maxLength: 254 } as const;
export const matricula = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;
export const senha = { type: 'string', minLength: 8, maxLength: 200 } as const;
export const key = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Params of two keys, e.g. `{ empresaId, usuarioId }`. */
export const twoIds = (a: string, b: string) => ({
  type: 'object',
  required: [a, b],
  additionalProperties: false,
  properties: { [a]: key, [b]: key },
});
