import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './server-build';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = join(ROOT, '.tmp', `server-build-test-${process.pid}`);

afterAll(() => rm(DIR, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('loads every module under plain node and finds the files its sources look for', async () => {
    const bundle = await buildServer(ROOT, join(DIR, 'server.mjs'));
    const text = await readFile(bundle, 'utf8');
    // each source keeps its own address: schemas/, dist/ and the migrations resolve from it, not from .tmp/
    expect(text).not.toContain('import.meta.url');
    expect(text).toContain(JSON.stringify(new URL('../server/db/client.ts', import.meta.url).href));
    // a subpath Node's resolver would refuse without its file
    expect(text).toContain('"dayjs/locale/pt-br.js"');
    // every import resolved and evaluated: the first line of the configuration's own refusal, not a missing module
    const run = promisify(execFile)(process.execPath, [bundle], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('PORT deve ser um inteiro positivo (recebido: abc)'),
    });
  });
});
