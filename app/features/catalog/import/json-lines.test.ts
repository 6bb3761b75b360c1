import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonLineFinder } from "./json-lines";

const TEXT = `{
  "a": [1, {"b": "x\\\\\\"}]{,"},
    {"c": [
      true,
      null
    ]}],
  "d": {"e": 2, "e": 3
  },
  "k\\u0065y": "escaped key"
}`;

describe("the line of a value in a JSON text", () => {
  const lineOf = jsonLineFinder(TEXT);

  it("follows keys and indexes, past strings with quotes and brackets in them", () => {
    expect(JSON.parse(TEXT)).toMatchObject({ a: [1, { b: 'x\\"}]{,' }, { c: [true, null] }] });
    expect(lineOf([])).toBe(1);
    expect(lineOf(["a"])).toBe(2);
    expect(lineOf(["a", 1, "b"])).toBe(2);
    expect(lineOf(["a", 2])).toBe(3);
    expect(lineOf(["a", 2, "c", 1])).toBe(5);
    expect(lineOf(["key"])).toBe(9);
  });

  it("takes a key written twice where it is written last, as JSON.parse does", () => {
    expect(lineOf(["d", "e"])).toBe(7);
    const twice = jsonLineFinder('{"e": 1,\n"e": 2}');
    expect(twice(["e"])).toBe(2);
  });

  it("names the deepest parent that exists when the value is missing", () => {
    expect(lineOf(["a", 2, "c", 7])).toBe(3);
    expect(lineOf(["a", 2, "missing", "deeper"])).toBe(3);
    expect(lineOf(["nothing"])).toBe(1);
  });

  it("finds every size's price in the demo catalogue on the line that writes it", () => {
    const text = readFileSync("data/catalog.json", "utf8");
    const file = JSON.parse(text) as {
      types: { subtypes: { products: { products: { sizes: { price: number }[] }[] }[] }[] }[];
    };
    const find = jsonLineFinder(text);
    const lines = text.split("\n");
    let checked = 0;
    file.types.forEach((type, t) =>
      type.subtypes.forEach((subtype, s) =>
        subtype.products.forEach((brand, b) =>
          brand.products.forEach((product, p) =>
            product.sizes.forEach((size, z) => {
              const line = find([
                "types",
                t,
                "subtypes",
                s,
                "products",
                b,
                "products",
                p,
                "sizes",
                z,
                "price",
              ]);
              expect(lines[line - 1]).toContain(`"price": ${size.price}`);
              checked++;
            }),
          ),
        ),
      ),
    );
    expect(checked).toBeGreaterThan(100);
  });
});
