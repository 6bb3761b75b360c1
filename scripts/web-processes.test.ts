import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { webProcessCount } from "./web-processes.mjs";

describe("npm start's web processes (WEB_CONCURRENCY)", () => {
  it("is one per core unless set", () => {
    expect(webProcessCount({})).toBe(availableParallelism());
    expect(webProcessCount({ WEB_CONCURRENCY: " " })).toBe(availableParallelism());
    expect(webProcessCount({ WEB_CONCURRENCY: "3" })).toBe(3);
  });

  it("is one for the background worker, whatever is set", () => {
    expect(webProcessCount({ STORE_ROLE: "worker", WEB_CONCURRENCY: "4" })).toBe(1);
  });

  it.each(["0", "-1", "1.5", "two", "65", "1e2"])("refuses %s with the setting's name", (value) => {
    expect(() => webProcessCount({ WEB_CONCURRENCY: value })).toThrow(
      `WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`,
    );
  });
});
