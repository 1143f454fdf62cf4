import type { FastifyInstance } from 'fastify';
import { companyUserRoutes } from './company.ts';
import { meRoutes } from './me.ts';
import { searchRoutes } from './search.ts';

export { hojeNoBrasil } from './me.ts';

/**
 * The calls of docs/produto.md §7 under /usuarios: the own account (me.ts), a company's users (company.ts: the list with
 * server-side paging, the invitation, the change), and finding people (search.ts).
 */
export default async function usuariosRoutes(app: FastifyInstance) {
  meRoutes(app);
  companyUserRoutes(app);
  searchRoutes(app);
}
