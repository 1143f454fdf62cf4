import { afterAll, vi } from 'vitest';

// A file ends only once the modules it began to import have loaded. The unit and screen files share their worker's
// loaded modules (vitest.config.ts, isolate: false), and vitest rejects the module fetches still pending when a
// file ends ("Closing rpc while fetchModule was pending"): a lazy import the app started late in a file (a screen's
// lazy page, the register screens' warm-up) then stayed failed for the worker's next files. In a full run,
// src/inline/InlineDatagridBody.test.tsx, next after src/vendas/VendaForm.test.tsx in one worker, met
// "Cannot load '/node_modules/papaparse/papaparse.js' imported from src/import/mapping.ts after the environment was
// torn down" in every test and drew no list.
afterAll(() => vi.dynamicImportSettled());
