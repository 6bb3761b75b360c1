// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zipOf } from "../../tests/fixtures/photos";
import { bufferSource, fileSource, readZipEntries, ZipError } from "./zip-archive.server";

const text = (value: string) => Buffer.from(value, "utf8");
const LONG = "a bottle of añejo ".repeat(500);

describe("readZipEntries", () => {
  it("reads stored and deflated files, with their paths and sizes, and leaves folders out", async () => {
    const zip = zipOf([
      { name: "photos/", bytes: new Uint8Array(0), method: "stored" },
      { name: "photos/one.txt", bytes: text("one"), method: "stored" },
      { name: "photos/deep/two.txt", bytes: text(LONG) },
    ]);

    const entries = await readZipEntries(bufferSource(zip));

    expect(entries.map((entry) => [entry.name, entry.size])).toEqual([
      ["photos/one.txt", 3],
      ["photos/deep/two.txt", Buffer.byteLength(LONG)],
    ]);
    expect((await entries[0]!.read()).toString()).toBe("one");
    expect((await entries[1]!.read()).toString()).toBe(LONG);
  });

  it("reads an archive on disk piece by piece", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "zip-"));
    try {
      const file = path.join(dir, "photos.zip");
      await writeFile(file, zipOf([{ name: "x.txt", bytes: text(LONG) }]));
      const source = await fileSource(file);
      const [entry] = await readZipEntries(source);
      expect((await entry!.read()).toString()).toBe(LONG);
      await source.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("fails one damaged file (its check sum) and reads the others", async () => {
    const zip = zipOf([
      { name: "good.txt", bytes: text("good"), method: "stored" },
      { name: "bad.txt", bytes: text("bad!"), method: "stored" },
    ]);
    const damaged = Buffer.from(zip);
    damaged[damaged.indexOf("bad!")] = "m".charCodeAt(0);

    const [good, bad] = await readZipEntries(bufferSource(damaged));

    expect((await good!.read()).toString()).toBe("good");
    await expect(bad!.read()).rejects.toThrow(ZipError);
  });

  it("refuses a file that unpacks larger than it declares, without unpacking it all", async () => {
    const [entry] = await readZipEntries(
      bufferSource(zipOf([{ name: "bomb.txt", bytes: Buffer.alloc(1_000_000), declaredSize: 10 }])),
    );
    expect(entry!.size).toBe(10);
    await expect(entry!.read()).rejects.toThrow(/does not unpack to the size it declares/);
  });

  it.each([
    ["not a zip", text("just some text, no archive here")],
    ["an empty file", Buffer.alloc(0)],
    ["a zip cut short", zipOf([{ name: "x.txt", bytes: text(LONG) }]).subarray(40)],
  ])("refuses %s with a ZipError", async (_case, bytes) => {
    await expect(readZipEntries(bufferSource(bytes))).rejects.toThrow(ZipError);
  });
});
