import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "./build-if-missing.mjs";

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
