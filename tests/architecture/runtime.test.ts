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
  packages: Record<string, LockedPackage>;
};

interface LockedPackage {
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/** npm's `os` and `cpu` lists: names allowed, or `!names` refused. */
const allows = (list: string[] | undefined, value: string) =>
  !list ||
  list.includes(value) ||
  (list.every((name) => name.startsWith("!")) && !list.includes(`!${value}`));

/** Another platform's build (sharp's Windows binary, say) is never installed here. */
const forThisPlatform = (entry: LockedPackage) =>
  allows(entry.os, process.platform) && allows(entry.cpu, process.arch);
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
    const installed = Object.entries(lockfile.packages).filter(([, entry]) => forThisPlatform(entry));
    const refusing = installed.flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !semver.satisfies(pinned, range) ? [`${path} wants node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
