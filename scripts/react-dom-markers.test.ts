import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { withMarkersWithoutStacks } from "./react-dom-markers.mjs";

const REACT_DOM_CLIENT = join(
  dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-client.production.js",
);

describe("React DOM's markers without stacks (decision 0062)", () => {
  const original = readFileSync(REACT_DOM_CLIENT, "utf8");
  const patched = withMarkersWithoutStacks(original);

  it("replaces each of the five module-level errors of the installed React DOM, and nothing else", () => {
    expect(patched.match(/errorWithoutStack\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    expect(patched.split("\n").length).toBe(original.split("\n").length + 1);
    for (const name of [
      "HydrationMismatchException",
      "SuspenseException",
      "SuspenseyCommitException",
      "SuspenseActionException",
      "SelectiveHydrationException",
    ]) {
      expect(patched).toMatch(new RegExp(`${name} = errorWithoutStack\\(`));
    }
  });

  it("makes an Error with React's message and no stack at all", () => {
    const marker = runInNewContext(
      `${patched.split("\n")[0]}; errorWithoutStack("Minified React error #460")`,
      { Error },
    ) as Error;
    expect(marker).toBeInstanceOf(Error);
    expect(marker.message).toBe("Minified React error #460");
    expect(String(marker)).toBe("Error: Minified React error #460");
    expect(Object.hasOwn(marker, "stack")).toBe(false);
  });

  it("fails the build when React DOM's markers change", () => {
    expect(() => withMarkersWithoutStacks("var e = Error(formatProdErrorMessage(519));")).toThrow(
      "React DOM's markers changed: 1 of 5 found",
    );
  });
});
