// The store runs on the Node.js it installs (decision 0057), not on the one running npm, so npm's
// engine check would test the wrong runtime: this test checks every installed package against ours.
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};
const pinned = manifest.engines.node;

describe("the store's own Node.js", () => {
  it("is the one the npm package `node` installs, and the one running these tests", () => {
    expect(manifest.dependencies.node).toBe(pinned);
    expect(process.version).toBe(`v${pinned}`);
  });

  it("is a long-term-support release", () => {
    expect(process.release.lts).toEqual(expect.any(String));
  });

  it("satisfies the engines of every locked package", () => {
    const refusing = Object.entries(lockfile.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !semver.satisfies(pinned, range) ? [`${path} wants node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
