import { ensureClientBuilt } from './client-build.ts';

// `npm start`: build the client when it is missing or older than its sources, then boot the one server.
await ensureClientBuilt();
await import('../server/server.ts');
