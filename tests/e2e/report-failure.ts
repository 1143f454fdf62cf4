import { afterEach, beforeEach } from 'vitest';
import { describeOpenedPages, openedPages, recyclePages } from './harness';

// After a failed browser test, what its pages showed (harness.ts describeOpenedPages), on stderr beside the
// failure: a CI run keeps only its output. Then, failed or not, the pages it opened go back to be used again
// or close (harness.ts recyclePages).
beforeEach(() => openedPages.clear());
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail';
  if (failed) {
    const shown = await describeOpenedPages();
    if (shown) process.stderr.write(`\n== páginas abertas por "${task.name}" quando falhou:\n${shown}\n`);
  }
  await recyclePages(!failed);
});
