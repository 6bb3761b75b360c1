import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { raiseMark, readMark } from "./numbers-given.server";

const dir = mkdtempSync(join(tmpdir(), "store-numbers-given-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const numbers = (orders: number, outbox: number, cdn = 0) => ({ orders, outbox, cdn_purge: cdn });

describe("the mark of numbers given out, kept beside the database", () => {
  it("only ever rises, table by table, and is read back per store", async () => {
    const file = join(dir, "a", "numbers-given.json");
    expect(readMark(file, "store-1")).toEqual(numbers(0, 0));
    await raiseMark(file, "store-1", numbers(73, 40, 2));
    await raiseMark(file, "store-1", numbers(70, 45));
    await raiseMark(file, "store-2", numbers(5, 5));
    expect(readMark(file, "store-1")).toEqual(numbers(73, 45, 2));
    expect(readMark(file, "store-2")).toEqual(numbers(5, 5));
    // Written whole and renamed over: no temporary file is left beside it.
    expect(readdirSync(join(dir, "a"))).toEqual(["numbers-given.json"]);
  });

  it("reads a damaged file as no mark, and writes a whole one over it", async () => {
    const file = join(dir, "damaged.json");
    writeFileSync(file, '{"store-1": {"numbers": {"orders"');
    expect(readMark(file, "store-1")).toEqual(numbers(0, 0));
    await raiseMark(file, "store-1", numbers(3, 1));
    expect(readMark(file, "store-1")).toEqual(numbers(3, 1));
  });

  it("keeps the 20 stores marked last (a machine that served test stores forgets the oldest)", async () => {
    const file = join(dir, "many.json");
    for (let store = 0; store < 25; store++) await raiseMark(file, `store-${store}`, numbers(store + 1, 0));
    const kept = Object.keys(JSON.parse(readFileSync(file, "utf8")) as object);
    expect(kept).toHaveLength(20);
    expect(readMark(file, "store-24")).toEqual(numbers(25, 0));
  });

  it("four processes raising it at once leave the highest mark any of them wrote (its lock)", async () => {
    const file = join(dir, "shared", "numbers-given.json");
    // Each process raises the mark 100 times; together they write 1 to 400, the last ones at once.
    const writer = `
      const { raiseMark } = await import(${JSON.stringify(resolve("app/utils/numbers-given.server.ts"))});
      const [file, index] = process.argv.slice(1);
      console.log("loaded");
      await new Promise((go) => process.stdin.once("data", go));
      for (let round = 0; round < 100; round++) {
        const given = round * 4 + Number(index) + 1;
        await raiseMark(file, "store-1", { orders: given, outbox: given, cdn_purge: 0 });
      }
      process.exit(0);`;
    const writers = [0, 1, 2, 3].map((index) =>
      spawn(process.execPath, ["--input-type=module", "-e", writer, file, String(index)], {
        stdio: ["pipe", "pipe", "inherit"],
      }),
    );
    const exits = writers.map((child) => new Promise<number | null>((done) => child.once("exit", done)));
    // All four start together, once each has loaded the module.
    await Promise.all(writers.map((child) => new Promise((loaded) => child.stdout.once("data", loaded))));
    for (const child of writers) child.stdin.write("go\n");
    // Watched meanwhile: a process that read the file just before another's write would lower it.
    let highest = 0;
    let lowered = false;
    let running = true;
    const ended = Promise.all(exits).finally(() => (running = false));
    while (running) {
      const seen = readMark(file, "store-1").orders;
      lowered ||= seen < highest;
      highest = Math.max(highest, seen);
      await new Promise((next) => setTimeout(next, 1));
    }
    expect(await ended).toEqual([0, 0, 0, 0]);
    expect(lowered).toBe(false);
    expect(readMark(file, "store-1")).toEqual(numbers(400, 400));
    expect(readdirSync(join(dir, "shared"))).toEqual(["numbers-given.json"]);
  });
});
