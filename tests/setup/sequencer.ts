import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Milliseconds of test per byte of test file, by project, from a clean-clone CI run (e2e 1,194 s over 273 kB,
 * api 248 s over 516 kB, unit 220 s over 650 kB): the estimate for a file the cache has no duration of.
 */
const MS_PER_BYTE: Record<string, number> = {
  e2e: 4.4,
  api: 0.48,
  unit: 0.34,
  isolated: 0.34,
  screens: 0.34,
};

/** The project whose files wait (on pages and servers) rather than keep a core busy. */
const WAITING_PROJECT = 'e2e';

export interface Planned<T> {
  item: T;
  project: string;
  /** Files of one group can share a worker's loaded modules: the same project and test environment. */
  group: string;
  /** Estimated milliseconds. */
  work: number;
}

/**
 * The run's order. The e2e files are spread evenly through the run (longest first), and the busy files fill the
 * gaps between them, so the waits of one fill the other's gaps (vitest alone would run one project after the
 * other). The busy files come group after group, longest first within each: vitest hands a worker's loaded
 * modules to the next file only when that file, the head of the queue, is of the same project and environment
 * (its pool's isEqualRunner), so files mixed one by one would each load everything again.
 */
export function plan<T>(files: Planned<T>[]): T[] {
  const byWork = (a: Planned<T>, b: Planned<T>) => b.work - a.work;
  const waiting = files.filter((f) => f.project === WAITING_PROJECT).sort(byWork);
  const groups = new Map<string, Planned<T>[]>();
  for (const f of files) {
    if (f.project === WAITING_PROJECT) continue;
    const list = groups.get(f.group) ?? [];
    list.push(f);
    groups.set(f.group, list);
  }
  // the heaviest group first: its long files start early
  const total = (list: Planned<T>[]) => list.reduce((sum, f) => sum + f.work, 0);
  const busy = [...groups.values()]
    .map((list) => list.sort(byWork))
    .sort((a, b) => total(b) - total(a))
    .flat();
  const placed: { item: T; at: number }[] = [];
  for (const list of [waiting, busy]) {
    const sum = total(list) || 1;
    let before = 0;
    for (const f of list) {
      placed.push({ item: f.item, at: (before + f.work / 2) / sum });
      before += f.work;
    }
  }
  return placed.sort((a, b) => a.at - b.at).map((p) => p.item);
}

/** The test environment a file asks for in its docblock (`@vitest-environment jsdom`), else its project's. */
function environmentOf(file: string, fallback: string): string {
  try {
    const head = readFileSync(file, 'utf8').slice(0, 500);
    return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? fallback;
  } catch {
    return fallback;
  }
}

export default class MixedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const estimate = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const known = cache.getFileTestResults(key)?.duration;
      if (known) return known;
      return (cache.getFileStats(key)?.size ?? 10_000) * (MS_PER_BYTE[spec.project.name] ?? 1);
    };
    return plan(
      files.map((spec) => ({
        item: spec,
        project: spec.project.name,
        group: `${spec.project.name}:${environmentOf(spec.moduleId, spec.project.config.environment)}`,
        work: estimate(spec),
      })),
    );
  }
}
