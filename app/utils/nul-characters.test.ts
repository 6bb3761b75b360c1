import { describe, expect, it } from "vitest";
import { nulCharacterPaths } from "./nul-characters";

const NUL = "\u0000";

describe("nulCharacterPaths", () => {
  it("names every string and key holding U+0000, in the order they are written", () => {
    const body = {
      customer: { name: `Ana${NUL}`, phone: "305" },
      items: [{ id: "a" }, { id: `b${NUL}` }],
      [`no${NUL}te`]: { inner: `x${NUL}` },
      notes: NUL,
    };
    expect(nulCharacterPaths(body)).toEqual(["customer.name", "items.1.id", `no${NUL}te`, "notes"]);
    expect(nulCharacterPaths(`top${NUL}`)).toEqual(["body"]);
    expect(nulCharacterPaths({ fine: ["yes", 1, null, true] })).toEqual([]);
  });

  it("walks 20,000 levels without exhausting the stack", () => {
    let deep: unknown = `bottom${NUL}`;
    for (let level = 0; level < 20_000; level++) deep = [deep];
    expect(nulCharacterPaths(deep)).toHaveLength(1);
  });
});
