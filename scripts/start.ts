import { ensureClientBuilt } from './client-build.ts';

// `npm start`: build the client when it is missing or older than its sources, then boot the one server.
// CLIENT_BUILD=0 skips the check: a test that starts the server beside others building dist/ must not build it.
// The package script is `exec node --import tsx scripts/start.ts`: npm forwards SIGTERM to the shell it ran the
// script in, and only `exec` makes that shell this very process (dash does not forward signals); the tsx binary
// would run this file in a child process of its own, which the signal would not reach either.
if (process.env.CLIENT_BUILD !== '0') await ensureClientBuilt();
await import('../server/server.ts');
