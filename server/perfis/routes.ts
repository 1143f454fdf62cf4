import type { FastifyInstance } from 'fastify';
import { actionRoutes } from './actions.ts';
import { adminRoutes } from './admin.ts';
import { arquivoRoutes } from './arquivos.ts';
import { invitationRoutes, readRoutes } from './read.ts';

/**
 * The profile calls of docs/produto.md §7 under /perfis: reading (read.ts), a person's answer to an invitation (read.ts),
 * a company's profiles for its managers with server-side paging (admin.ts), the team and active/inactive actions
 * (actions.ts) and a profile's files (arquivos.ts).
 */
export default async function perfisRoutes(app: FastifyInstance) {
  arquivoRoutes(app);
  readRoutes(app);
  invitationRoutes(app);
  adminRoutes(app);
  actionRoutes(app);
}
