import { afterEach, beforeEach } from 'vitest';
import { describeOpenedPages, openedPages } from './harness';

// After a failed browser test, what its pages showed (harness.ts describeOpenedPages), on stderr beside the
// failure: a CI run keeps only its output.
beforeEach(() => openedPages.clear());
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const shown = await describeOpenedPages();
  if (shown) process.stderr.write(`\n== páginas abertas por "${task.name}" quando falhou:\n${shown}\n`);
});
