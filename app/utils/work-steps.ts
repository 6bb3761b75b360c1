/**
 * Long work written once, run either at once or in slices (issue #17): a generator that yields
 * between small steps, each a point where the event loop may answer requests before going on.
 */
export type WorkSteps<T> = Generator<void, T, void>;

/** Runs every step now, without yielding: for tests, tools and a server's first snapshot. */
export function runAtOnce<T>(steps: WorkSteps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export interface SliceOptions {
  /** How long one slice may hold the event loop before it yields. */
  budgetMs: number;
  /** Lets the event loop run; a macrotask, so pending I/O (requests) is answered first. */
  pause: () => Promise<void>;
}

/** Well under the 50 ms the store promises, with room for a slow step and a loaded machine. */
export const DEFAULT_SLICES: SliceOptions = {
  budgetMs: 8,
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
};

/** Runs the steps in slices of about `budgetMs`, pausing between them. */
export async function runInSlices<T>(
  steps: WorkSteps<T>,
  options: SliceOptions = DEFAULT_SLICES,
): Promise<T> {
  let sliceStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStarted >= options.budgetMs) {
      await options.pause();
      sliceStarted = performance.now();
    }
  }
}
