import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { raiseMark, readMark } from "./numbers-given.server";

const dir = mkdtempSync(join(tmpdir(), "store-numbers-given-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const numbers = (orders: number, outbox: number, cdn = 0) => ({ orders, outbox, cdn_purge: cdn });

describe("the mark of numbers given out, kept beside the database", () => {
  it("only ever rises, table by table, and is read back per store", () => {
    const file = join(dir, "a", "numbers-given.json");
    expect(readMark(file, "store-1")).toEqual(numbers(0, 0));
    raiseMark(file, "store-1", numbers(73, 40, 2));
    raiseMark(file, "store-1", numbers(70, 45));
    raiseMark(file, "store-2", numbers(5, 5));
    expect(readMark(file, "store-1")).toEqual(numbers(73, 45, 2));
    expect(readMark(file, "store-2")).toEqual(numbers(5, 5));
    // Written whole and renamed over: no temporary file is left beside it.
    expect(readdirSync(join(dir, "a"))).toEqual(["numbers-given.json"]);
  });

  it("reads a damaged file as no mark, and writes a whole one over it", () => {
    const file = join(dir, "damaged.json");
    writeFileSync(file, '{"store-1": {"numbers": {"orders"');
    expect(readMark(file, "store-1")).toEqual(numbers(0, 0));
    raiseMark(file, "store-1", numbers(3, 1));
    expect(readMark(file, "store-1")).toEqual(numbers(3, 1));
  });

  it("keeps the 20 stores marked last (a machine that served test stores forgets the oldest)", () => {
    const file = join(dir, "many.json");
    for (let store = 0; store < 25; store++) raiseMark(file, `store-${store}`, numbers(store + 1, 0));
    const kept = Object.keys(JSON.parse(readFileSync(file, "utf8")) as object);
    expect(kept).toHaveLength(20);
    expect(readMark(file, "store-24")).toEqual(numbers(25, 0));
  });
});
