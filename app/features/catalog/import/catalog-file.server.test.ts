import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMA_PRICE, withBadRows } from "../../../../tests/fixtures/bad-rows";
import { STORE_EXPORTS } from "../../../../tests/fixtures/real-store-export";
import {
  CatalogFileError,
  readCatalogFile,
  readCatalogFileRows,
  readCatalogText,
  readCatalogTextRows,
} from "./catalog-file.server";

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

  it("refuses a file nested thousands deep before it is parsed, and says so in words", () => {
    for (const deep of [
      "[".repeat(20_000) + "]".repeat(20_000),
      `{"products":${'{"a":'.repeat(40)}1${"}".repeat(41)}`,
    ]) {
      const error = problemOf(() => readCatalogText(deep, "deep.json"));
      expect(error.problem).toBe("not-json");
      expect(error.details).toEqual([{ key: "problem.depth", values: { maximum: 32 } }]);
      expect(error.message).toMatch(
        /^deep\.json is not JSON\.\n {2}Lists and objects are nested more than 32 deep/,
      );
    }
  });

  it("lists every validation problem of JSON that is not a catalogue, and the message shows 20", () => {
    // Nameless subtypes: the file's structure, above its rows (a bad row is named by line, below).
    const subtypes = Array.from({ length: 30 }, () => ({ subtype: "", products: [] }));
    const file = { types: [{ type: "rum", subtypes }] };
    const error = problemOf(() => readCatalogText(JSON.stringify(file), "shop.json"));
    expect(error.problem).toBe("not-catalogue");
    expect(error.details).toHaveLength(30);
    expect(error.details[0]).toMatchObject({
      key: "problem.empty",
      values: { path: "types.0.subtypes.0.subtype" },
    });
    const lines = error.message.split("\n");
    expect(lines).toHaveLength(21);
    expect(lines.slice(0, 2)).toEqual([
      "shop.json is not a valid catalogue file.",
      "  types.0.subtypes.0.subtype: is empty",
    ]);
    expect(problemOf(() => readCatalogText("[1, 2]", "list.json")).problem).toBe("not-catalogue");
  });

  it("says so when the file cannot be read at all", async () => {
    const error = await readCatalogFile("no/such/catalog.json").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as CatalogFileError).problem).toBe("unreadable");
  });
});

describe("a file with a few bad rows (issue #31, finding 11)", () => {
  it('names the product, the size and the line of a price written "19,99", in the message too', () => {
    const read = readCatalogTextRows(COMMA_PRICE, "tequila.json");
    expect(read.badRows).toEqual([
      {
        line: 21,
        product: "Patron Silver",
        route: "patron-silver",
        size: "1L",
        sizeNumber: 1,
        problem: { key: "problem.decimalComma", values: { path: "price", number: "19.99" } },
        value: '"19,99"',
      },
    ]);
    // The good rows are read and reported as usual.
    expect(read.report.totals).toEqual({ types: 1, subtypes: 1, products: 1, sizes: 2 });
    expect(read.catalog.products.map((product) => product.route)).toEqual(["patron-reposado"]);

    // Read to be imported, the file is refused, every bad row named.
    const error = problemOf(() => readCatalogText(COMMA_PRICE, "tequila.json"));
    expect(error.problem).toBe("bad-rows");
    expect(error.message).toBe(
      [
        "tequila.json has 1 row that cannot be read; nothing was imported. Fix it and import the file again.",
        'line 21: Patron Silver (patron-silver), 1L: price: should be a number: write 19.99, with a decimal point and no quotes (the file has "19,99")',
      ].join("\n  "),
    );
    expect(error.message).not.toMatch(/types\.0/);
  });

  for (const store of STORE_EXPORTS)
    it(`lists the bad rows of ${store.name} with their lines, and reads the rest`, async () => {
      const broken = withBadRows(store.path, store.totals);
      const read = readCatalogTextRows(broken.bytes, "broken.json");
      expect(
        read.badRows.map(({ line, product, route, size, sizeNumber, problem, value }) => ({
          line,
          product,
          route,
          size,
          sizeNumber,
          key: problem.key,
          value,
        })),
      ).toEqual(broken.rows);
      expect(read.report.totals).toMatchObject(broken.totals);
      // The product whose price is broken keeps its other sizes.
      const sizesOf = (catalog: typeof read.catalog) =>
        catalog.products.find((product) => product.route === broken.priced.route)?.sizes.length;
      expect(sizesOf(read.catalog)).toBe(sizesOf((await readCatalogFile(store.path)).catalog)! - 1);
      const onDisk = join(mkdtempSync(join(tmpdir(), "bad-rows-")), "broken.json");
      writeFileSync(onDisk, broken.text);
      expect((await readCatalogFileRows(onDisk)).badRows).toEqual(read.badRows);
      const error = await readCatalogFile(onDisk).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CatalogFileError);
      expect(String(error)).toContain(
        `line ${broken.rows[0]!.line}: ${broken.rows[0]!.product ?? "a product without a name"} (${broken.rows[0]!.route})`,
      );
    });

  for (const store of STORE_EXPORTS)
    it(`names every size of ${store.name} when every price is typed with a comma`, () => {
      const text = readFileSync(store.path, "utf8").replace(/"price": (\d+)\.(\d+)/g, '"price": "$1,$2"');
      const commas = text.match(/"price": "\d+,\d+"/g)?.length ?? 0;
      const read = readCatalogTextRows(text, "commas.json");
      expect(read.badRows).toHaveLength(commas);
      expect(commas).toBeGreaterThan(store.totals.sizes / 2);
      const lines = text.split("\n");
      for (const row of read.badRows) expect(lines[row.line - 1]).toMatch(/"price": "\d+,\d+"/);
    });

  it("takes any value in any field of a row: a report or a clear refusal, and each bad row on the line of its field", () => {
    const fields = ["price", "size", "inventory", "id", "name", "modal", "featured", "sizes"];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(1), fc.nat(1), fc.constantFrom(...fields), fc.jsonValue()), {
          maxLength: 4,
        }),
        fc.constantFrom(0, 1, 2, 4, "\t"),
        (changes, indent) => {
          const file = JSON.parse(COMMA_PRICE) as {
            types: { subtypes: { products: { products: Record<string, unknown>[] }[] }[] }[];
          };
          const products = file.types[0]!.subtypes[0]!.products[0]!.products;
          for (const [p, z, field, value] of changes) {
            const product = products[p]!;
            const sizes = Array.isArray(product.sizes) ? (product.sizes as Record<string, unknown>[]) : [];
            const size = sizes[z] ?? sizes[0];
            const isSize = typeof size === "object" && size !== null && !Array.isArray(size);
            const target = ["price", "size", "inventory", "id"].includes(field) && isSize ? size : product;
            target[field] = value;
          }
          const text = JSON.stringify(file, null, indent);
          let read;
          try {
            read = readCatalogTextRows(text, "any.json");
          } catch (error) {
            expect(error).toBeInstanceOf(CatalogFileError);
            return;
          }
          const lines = text.split("\n");
          for (const row of read.badRows) {
            const field = row.problem.values?.path;
            if (lines.length === 1 || row.value === null || typeof field !== "string" || field.includes("."))
              continue;
            // The line writes the field's key, or for a whole size or product that is no object, its value.
            const line = lines[row.line - 1]!;
            expect(line.includes(`"${field}"`) || line.trimStart().startsWith(row.value.slice(0, 1))).toBe(
              true,
            );
          }
          expect(read.report.totals.sizes + read.badRows.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
