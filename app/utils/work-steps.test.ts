import { describe, expect, it } from "vitest";
import { runAtOnce, runInSlices, type WorkSteps } from "./work-steps";

function* countTo(steps: number, done: number[]): WorkSteps<number> {
  for (let step = 1; step <= steps; step++) {
    done.push(step);
    yield;
  }
  return steps;
}

describe("work in steps", () => {
  it("runs every step at once, without pausing", () => {
    const done: number[] = [];
    expect(runAtOnce(countTo(5, done))).toBe(5);
    expect(done).toEqual([1, 2, 3, 4, 5]);
  });

  it("pauses whenever a slice has used its budget, and only then", async () => {
    const done: number[] = [];
    const seenAtPauses: number[] = [];
    const pause = async () => {
      seenAtPauses.push(done.length);
    };
    expect(await runInSlices(countTo(4, done), { budgetMs: 0, pause })).toBe(4);
    expect(seenAtPauses).toEqual([1, 2, 3, 4]);
    seenAtPauses.length = 0;
    await runInSlices(countTo(4, []), { budgetMs: Infinity, pause });
    expect(seenAtPauses).toEqual([]);
  });
});
