import type { FastifyInstance } from 'fastify';
import { registerTables } from '../db/generated/registers.ts';
import { dominiosHooks } from '../empresas/dominios.ts';
import { equipeDetail, MembroEquipe } from '../equipes/detail.ts';
import { negociacoesHooks, vendasHooks } from '../vendas/hooks.ts';
import { type RegisterHooks, registersPlugin } from './plugin.ts';

/** The rules of a register's own, by resource (the company-wide history narrows sales' entries with them). */
export const registerHooks: Readonly<Record<string, RegisterHooks>> = {
  vendas: vendasHooks,
  negociacoes: negociacoesHooks,
  dominios: dominiosHooks,
};

/**
 * Every register of schemas/ over the tables `npm run gen` made from them (docs/contrato.md §5), with the details
 * a generic record cannot give (a team's supervisor and members) and the rules of sales and negotiations.
 */
export default async function registersRoutes(app: FastifyInstance) {
  app.addSchema(MembroEquipe);
  await registersPlugin(app, {
    tables: registerTables,
    details: { equipes: equipeDetail },
    hooks: registerHooks,
  });
}
