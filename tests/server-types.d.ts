// Under `tsc -b` the tests see the server through its declarations, which drop the Fastify augmentations of
// plugins no exported type mentions: this brings request-log's in (app.flushRequestLogs).
import type {} from '../server/plugins/request-log.ts';
