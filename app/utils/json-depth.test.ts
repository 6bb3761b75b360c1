import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe("nestsDeeperThan", () => {
  it("allows JSON as deep as the limit and refuses one level more, arrays and objects alike", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    const objects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`;
    expect(nestsDeeperThan(bytes(objects(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestsDeeperThan(bytes(objects(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it("counts depth, not brackets: siblings at one level never add up", () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: [{ b: [1] }] }), 3)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ note: `[[[{{{ "quoted [[[" \\ ${"[".repeat(100)}` });
    expect(nestsDeeperThan(text, 1)).toBe(false);
    expect(nestsDeeperThan(bytes(text), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify({ name: "Añejo «[»" })), 1)).toBe(false);
  });

  it("reads 20,000 levels without a stack: one loop, no recursion", () => {
    expect(nestsDeeperThan(bytes(nested(20_000)))).toBe(true);
  });
});
