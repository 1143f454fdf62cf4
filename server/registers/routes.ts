import type { FastifyInstance } from 'fastify';
import { registerTables } from '../db/generated/registers.ts';
import { registersPlugin } from './plugin.ts';

/** Every register of schemas/ over the tables `npm run gen` made from them (CONTRACT.md §5). */
export default async function registersRoutes(app: FastifyInstance) {
  await registersPlugin(app, { tables: registerTables });
}
