import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "docs/decisions";
const files = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const STATUS =
  /^Status: (accepted, \d{4}-\d{2}-\d{2}|superseded by \[\d{4}\]\(\d{4}-[^)]+\.md\), \d{4}-\d{2}-\d{2})/;

describe("decisions (docs/decisions/README.md)", () => {
  it("are numbered once each, in order", () => {
    expect(files.map((name) => Number(name.slice(0, 4)))).toEqual(files.map((_, index) => index + 1));
  });

  it.each(files)("%s says its status and date under its title", (name) => {
    const [title, blank, status] = readFileSync(join(DIR, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. `));
    expect(blank).toBe("");
    expect(status).toMatch(STATUS);
  });

  it("name only decisions that exist", () => {
    const named = files.flatMap((name) =>
      [...readFileSync(join(DIR, name), "utf8").matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((link) => link[1]),
    );
    expect(named.filter((link) => !files.includes(link ?? ""))).toEqual([]);
  });
});
