import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STORE_EXPORTS } from "../../../../tests/fixtures/real-store-export";
import { CatalogFileError, readCatalogFile, readCatalogText } from "./catalog-file.server";

function problemOf(read: () => unknown): CatalogFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof CatalogFileError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("reading a catalogue from a file's content", () => {
  for (const store of STORE_EXPORTS)
    it(`reads text and bytes of ${store.name} exactly as the file on disk`, async () => {
      const fromDisk = await readCatalogFile(store.path);
      const bytes = readFileSync(store.path);
      const fromBytes = readCatalogText(new Uint8Array(bytes), "upload.json");
      const fromText = readCatalogText(bytes.toString("utf8"), "upload.json");
      expect(fromBytes).toEqual(fromDisk);
      expect(fromText).toEqual(fromDisk);
      expect(fromBytes.report.totals).toEqual(store.totals);
    });

  it("takes a byte-order mark, as editors on Windows write one", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...readFileSync("tests/fixtures/quirky-catalog.json")]);
    expect(readCatalogText(bytes, "bom.json").report.totals.products).toBeGreaterThan(0);
  });

  it("names an empty file, bytes that are not UTF-8, and text that is not JSON", () => {
    for (const empty of ["", "  \n\t", new Uint8Array()]) {
      const error = problemOf(() => readCatalogText(empty, "empty.json"));
      expect(error.problem).toBe("empty");
      expect(error.headline).toEqual({ key: "file.empty", values: { file: "empty.json" } });
    }
    const latin1 = problemOf(() => readCatalogText(new Uint8Array([0x7b, 0xe9, 0x7d]), "latin1.json"));
    expect(latin1.problem).toBe("not-text");
    const prose = problemOf(() => readCatalogText("Dear staff, here are the prices", "prices.json"));
    expect(prose.problem).toBe("not-json");
    expect(prose.headline).toEqual({ key: "file.not-json", values: { file: "prices.json" } });
    expect(prose.details[0]).toMatchObject({
      key: "problem.json",
      values: { detail: expect.stringMatching(/JSON/) },
    });
    expect(prose.message).toMatch(/^prices\.json is not JSON\.\n {2}The JSON reader says: /);
  });

  it("lists every validation problem of JSON that is not a catalogue, and the message shows 20", () => {
    const names = Array.from({ length: 30 }, () => ({ name: "", sizes: [] }));
    const file = {
      types: [{ type: "rum", subtypes: [{ subtype: "gold", products: [{ brand: "X", products: names }] }] }],
    };
    const error = problemOf(() => readCatalogText(JSON.stringify(file), "shop.json"));
    expect(error.problem).toBe("not-catalogue");
    expect(error.details).toHaveLength(30);
    expect(error.details[0]).toMatchObject({
      key: "problem.empty",
      values: { path: "types.0.subtypes.0.products.0.products.0.name" },
    });
    const lines = error.message.split("\n");
    expect(lines).toHaveLength(21);
    expect(lines.slice(0, 2)).toEqual([
      "shop.json is not a valid catalogue file.",
      "  types.0.subtypes.0.products.0.products.0.name: is empty",
    ]);
    expect(problemOf(() => readCatalogText("[1, 2]", "list.json")).problem).toBe("not-catalogue");
  });

  it("says so when the file cannot be read at all", async () => {
    const error = await readCatalogFile("no/such/catalog.json").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as CatalogFileError).problem).toBe("unreadable");
  });
});
