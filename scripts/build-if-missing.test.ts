import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing, newestChange } from "./build-if-missing.mjs";

const ASSETS = "build/client/assets";

beforeAll(() => buildIfMissing(), 180_000);

describe("the browser bundle (issue #17)", () => {
  // Built here under vitest's NODE_ENV=test: the bundle must be the production one all the same.
  it("holds React's production build, not its development one (twice the bytes, and slow)", () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const development = scripts.filter((file) =>
      // A warning only React DOM's development build carries.
      readFileSync(join(ASSETS, file), "utf8").includes('unique "key" prop'),
    );
    expect(development).toEqual([]);
  });
});

describe("what makes the store rebuild (issue #30)", () => {
  it("a source of the bundle does; a test, a spec or a benchmark beside it does not", () => {
    const dir = mkdtempSync(join(tmpdir(), "store-sources-"));
    try {
      mkdirSync(join(dir, "feature"));
      const at = (name: string, seconds: number) => {
        writeFileSync(join(dir, "feature", name), "");
        utimesSync(join(dir, "feature", name), seconds, seconds);
      };
      at("cart.ts", 1_000);
      at("cart.test.ts", 5_000);
      at("cart-page.spec.tsx", 6_000);
      at("cart.bench.ts", 7_000);
      expect(newestChange(dir)).toBe(1_000_000);
      at("cart-panel.tsx", 2_000);
      expect(newestChange(dir)).toBe(2_000_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
