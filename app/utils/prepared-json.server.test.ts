import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareJson, preparedJsonReply } from "./prepared-json.server";

const products = Array.from({ length: 50 }, (_, index) => ({ route: `p-${index}`, name: `Añejo ${index}` }));
const asApi = (product: { route: string; name: string }) => ({ ...product, extra: true });

describe("a JSON array prepared once (issue #17: off the event loop)", () => {
  it("is the array's JSON in every encoding, each made once", async () => {
    const prepared = prepareJson(products, asApi);
    const identity = Buffer.from(await prepared.body("identity"));
    expect(JSON.parse(identity.toString("utf8"))).toEqual(products.map(asApi));
    expect(gunzipSync(await prepared.body("gzip"))).toEqual(identity);
    expect(brotliDecompressSync(await prepared.body("br"))).toEqual(identity);
    expect(await prepared.body("br")).toBe(await prepared.body("br"));
    expect(Buffer.from(await prepareJson([], asApi).body("identity")).toString()).toBe("[]");
  });

  it("serializes an element per step, letting the event loop in between", async () => {
    let pauses = 0;
    const prepared = prepareJson(products, asApi, {
      budgetMs: 0,
      pause: async () => {
        pauses++;
      },
    });
    await prepared.body("identity");
    expect(pauses).toBe(products.length);
  });

  it("has a strong ETag of its content: the same for the same array, another for another", async () => {
    const etag = await prepareJson(products, asApi).etag();
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(await prepareJson([...products], asApi).etag()).toBe(etag);
    expect(await prepareJson(products.slice(1), asApi).etag()).not.toBe(etag);
  });

  it("answers 304 to its ETag, else the best encoding the client accepts", async () => {
    const prepared = prepareJson(products, asApi);
    const etag = await prepared.etag();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`])
      expect((await preparedJsonReply({ ifNoneMatch }, prepared)).status).toBe(304);
    const brotli = await preparedJsonReply({ acceptEncoding: "gzip, deflate, br" }, prepared);
    expect(brotli.headers["Content-Encoding"]).toBe("br");
    expect(brotli.headers["Content-Length"]).toBe(String(brotli.bytes!.byteLength));
    expect((await preparedJsonReply({ acceptEncoding: "gzip" }, prepared)).headers["Content-Encoding"]).toBe(
      "gzip",
    );
    const plain = await preparedJsonReply({ ifNoneMatch: '"stale"' }, prepared);
    expect(plain.status).toBe(200);
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    expect(plain.headers.ETag).toBe(etag);
    expect(plain.headers.Vary).toBe("Accept-Encoding");
  });
});
