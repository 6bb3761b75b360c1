import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startPictureMaker, type PictureMaker } from "./picture-maker.server";

const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="1000" height="1000" fill="#a33"/></svg>';

/**
 * The picture makers this test started: this process's children running the picture maker, read
 * from Linux's process table, less those already running when the test began. Unit files share
 * their worker (isolate: false), and another file's image service may still have its maker idling.
 */
let othersBefore = new Set<number>();

function makerProcesses(): number[] {
  return childMakers().filter((pid) => !othersBefore.has(pid));
}

function childMakers(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        return parent === process.pid && command.includes("picture-maker.mjs") ? [Number(pid)] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("the picture maker, a process of its own", () => {
  let maker: PictureMaker;
  beforeEach(() => {
    othersBefore = new Set(childMakers());
  });
  afterEach(() => maker.stop());

  it("starts when a picture is asked for and stops once idle; the next picture starts it again", async () => {
    maker = startPictureMaker({ idleMs: 100 });
    expect(makerProcesses()).toEqual([]);
    const picture = await maker.drawing(SQUARE_SVG, 480);
    expect(await sharp(picture).metadata()).toMatchObject({ format: "webp", width: 480, height: 480 });
    const [first] = makerProcesses();
    expect(first).toBeGreaterThan(0);
    await until(() => makerProcesses().length === 0);
    await maker.drawing(SQUARE_SVG, 1024);
    expect(makerProcesses()).toHaveLength(1);
    expect(makerProcesses()).not.toContain(first);
  });

  it("makes pictures asked for together in one process, each its own", async () => {
    maker = startPictureMaker();
    const pictures = await Promise.all([
      maker.drawing(SQUARE_SVG, 480),
      maker.drawing(SQUARE_SVG, 1024),
      maker.drawing(SQUARE_SVG, 480),
    ]);
    const widths = await Promise.all(
      pictures.map(async (picture) => (await sharp(picture).metadata()).width),
    );
    expect(widths).toEqual([480, 1024, 480]);
    expect(makerProcesses()).toHaveLength(1);
  });

  it("fails a picture it cannot make with sharp's reason, and goes on making others", async () => {
    maker = startPictureMaker();
    await expect(maker.photo(new TextEncoder().encode("not a photo"), 480)).rejects.toThrow(
      /^picture maker: .*unsupported image format/,
    );
    expect((await sharp(await maker.drawing(SQUARE_SVG, 480)).metadata()).width).toBe(480);
  });

  it("fails the pictures under way when its process dies, and starts a new one for the next", async () => {
    maker = startPictureMaker();
    await maker.drawing(SQUARE_SVG, 480);
    const [dead] = makerProcesses();
    const underWay = maker.drawing(SQUARE_SVG, 1024);
    process.kill(dead!, "SIGKILL");
    await expect(underWay).rejects.toThrow("the picture maker stopped (SIGKILL)");
    expect((await sharp(await maker.drawing(SQUARE_SVG, 480)).metadata()).width).toBe(480);
    expect(makerProcesses()).not.toContain(dead);
  });
});
