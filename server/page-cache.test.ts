import { createHash } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  preferredEncoding,
  renderedPage,
  renderedPageCache,
  type RenderedPage,
  RecentAddresses,
  RenderedPageStore,
  servedEncoded,
  stockKey,
} from "./page-cache";
import { allowInlineScriptsByHash } from "./security";

/** A page of `body`'s size for the store's limits; its compressed bodies do not matter there. */
const page = (body: string): RenderedPage => {
  const bytes = Buffer.from(body);
  return {
    headers: {},
    bodies: { br: bytes, gzip: bytes, identity: bytes },
    etags: { br: "", gzip: "", identity: "" },
    bytes: bytes.length,
  };
};
const text = (kept: RenderedPage | undefined) => kept?.bodies.identity.toString();

describe("rendered page store", () => {
  it("remembers the last addresses asked for, forgetting the oldest first", () => {
    const recent = new RecentAddresses(2);
    expect(["/a", "/b", "/a", "/c", "/a", "/b"].map((address) => recent.remember(address))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it("drops the least recently used page past its page count", () => {
    const pages = new RenderedPageStore(2, 1_000);
    pages.set("a", page("A"));
    pages.set("b", page("B"));
    pages.get("a");
    pages.set("c", page("C"));
    expect(pages.get("b")).toBeUndefined();
    expect(text(pages.get("a"))).toBe("A");
    expect(text(pages.get("c"))).toBe("C");
    expect(pages.size).toBe(2);
  });

  it("keeps its bytes under the limit, and never keeps a page larger than the limit", () => {
    const pages = new RenderedPageStore(100, 10);
    pages.set("a", page("12345"));
    pages.set("b", page("12345"));
    pages.set("c", page("123"));
    expect(pages.get("a")).toBeUndefined();
    expect(pages.size).toBe(2);
    pages.set("huge", page("x".repeat(11)));
    expect(pages.get("huge")).toBeUndefined();
    pages.set("b", page("1"));
    pages.set("d", page("123456"));
    expect(text(pages.get("b"))).toBe("1");
    expect(text(pages.get("c"))).toBe("123");
  });
});

describe("what a kept page depends on", () => {
  const snapshot = (availabilityVersion: number, versions: Record<string, number>) => ({
    revision: 7,
    availabilityVersion,
    stockVersions: new Map(Object.entries(versions)),
  });

  it("a product's page moves with its own stock, not with another product's", () => {
    const before = snapshot(0, { "jameson-12": 1 });
    const sold = snapshot(0, { "jameson-12": 2 });
    const otherSold = snapshot(0, { "jameson-12": 1, "don-julio-1942": 5 });
    expect(stockKey(sold, "/product/jameson-12")).not.toBe(stockKey(before, "/product/jameson-12"));
    expect(stockKey(sold, "/product/jameson-12.data")).toBe(stockKey(sold, "/product/jameson-12"));
    expect(stockKey(otherSold, "/product/jameson-12")).toBe(stockKey(before, "/product/jameson-12"));
    expect(stockKey(snapshot(0, { "añejo x": 3 }), "/product/a%C3%B1ejo%20x")).toContain(".3");
  });

  it("lists of products move only when something sells out or comes back", () => {
    expect(stockKey(snapshot(0, { "jameson-12": 9 }), "/catalog")).toBe(
      stockKey(snapshot(0, {}), "/catalog"),
    );
    expect(stockKey(snapshot(1, {}), "/catalog")).not.toBe(stockKey(snapshot(0, {}), "/catalog"));
    expect(stockKey(snapshot(1, {}), "/product/jameson-12")).not.toBe(
      stockKey(snapshot(0, {}), "/product/jameson-12"),
    );
  });
});

describe("which encoding a kept page is sent in", () => {
  it("brotli before gzip before none, among those the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("BR;Q=0.1")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("ignores what is not a valid entry, however long or odd", () => {
    expect(preferredEncoding("br;q=2, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=-1")).toBe("identity");
    expect(preferredEncoding("br;q=abc;q=1")).toBe("identity");
    expect(preferredEncoding("gzip;q=0.0001")).toBe("identity");
    expect(preferredEncoding("<script>br</script>, gzip ;  q=0.8")).toBe("gzip");
    expect(preferredEncoding(",,,;;;==, br")).toBe("br");
    expect(preferredEncoding("x".repeat(16_000))).toBe("identity");
    // A backtracking pattern would never finish this header: the test's time-out guards it, not a
    // stopwatch that a busy machine trips (a linear parse took 505 ms once, with both cores loaded).
    expect(preferredEncoding(`${"a;q=0.5,".repeat(2_000)}br;q=0`)).toBe("identity");
  });
});

describe("a kept page", () => {
  it("holds the same bytes in every encoding, with an ETag for each", async () => {
    const body = Buffer.from(`<p>${"añejo ".repeat(500)}</p>`);
    const kept = await renderedPage(
      { "content-type": "text/html", vary: "Accept-Encoding", "x-other": "1" },
      body,
    );
    expect(brotliDecompressSync(kept.bodies.br)).toEqual(body);
    expect(gunzipSync(kept.bodies.gzip)).toEqual(body);
    expect(kept.bodies.br.length).toBeLessThan(body.length / 10);
    expect(new Set(Object.values(kept.etags)).size).toBe(3);
    expect(kept.headers).toEqual({ "content-type": "text/html", "x-other": "1" });
  });
});

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";

/** A plain GET with exactly these headers (fetch would ask for and undo compression itself). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("the cache in front of the pages", () => {
  let origin: string;
  let renders = 0;
  const slowRenders: string[] = [];
  const app = express()
    .use((_req, res, next) => {
      res.setHeader("Content-Security-Policy", POLICY);
      next();
    })
    .use(compression({ filter: (req, res) => !servedEncoded(res) && compression.filter(req, res) }))
    .use(allowInlineScriptsByHash)
    // A middleware before the cache that names a header of its own, for every request.
    .use((req, res, next) => {
      if ("varies" in req.query) res.vary("Cookie");
      next();
    })
    .use(
      renderedPageCache({
        catalog: { current: { revision: 1, availabilityVersion: 0, stockVersions: new Map() } },
      }),
    )
    .get("/catalog", (_req, res) => {
      renders++;
      res.type("html");
      // Every way of writing a body: a string with and without its encoding, bytes, a callback, end's chunk.
      res.write("<script>");
      res.write("1</script>", "utf8", () => {});
      res.write(Buffer.from(`<p>añejo</p>${"<p>tequila</p>".repeat(200)}`));
      res.write("<p>", () => {});
      res.end(Buffer.from("€</p>").toString("latin1"), "latin1");
    })
    .get("/", (_req, res) => {
      res.type("html").end(() => {});
    })
    // Slow renders, as a real page's loader and React take time: a page kept, and one that is not.
    .get("/es/catalog", async (req, res) => {
      slowRenders.push(req.originalUrl);
      await new Promise((resolve) => setTimeout(resolve, 50));
      res.type("html").end(`<p>${req.originalUrl}</p>`);
    })
    .get("/es/product/:route", async (req, res) => {
      slowRenders.push(req.originalUrl);
      await new Promise((resolve) => setTimeout(resolve, 50));
      res.status(404).type("html").end("<p>not here</p>");
    });
  const server = app.listen(0, "127.0.0.1");

  /** The first request renders; the page is kept once compressed, a moment later. */
  async function kept(path: string) {
    const first = await get(`${origin}${path}`);
    for (let attempt = 0; attempt < 100; attempt++) {
      const again = await get(`${origin}${path}`);
      if (again.headers["x-page-cache"] === "hit") return { first, again };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never kept`);
  }

  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("keeps what was written, however it was written, and serves the same bytes and policy again", async () => {
    const { first, again } = await kept("/catalog");
    expect(renders).toBeLessThan(100);
    expect(first.headers["x-page-cache"]).toBeUndefined();
    expect(again.body).toEqual(first.body);
    expect(first.body.toString()).toMatch(/^<script>1<\/script><p>añejo<\/p>(<p>tequila<\/p>)+<p>€<\/p>$/);
    const oneHash = `'sha256-${createHash("sha256").update("1").digest("base64")}'`;
    expect(first.headers["content-security-policy"]).toBe(
      `default-src 'self'; script-src 'self' ${oneHash}; object-src 'none'`,
    );
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(again.headers["content-length"]).toBe(String(first.body.length));
  });

  it("sends the kept brotli, gzip or plain bytes as the client accepts, never compressing again", async () => {
    const { first } = await kept("/catalog");
    const br = await get(`${origin}/catalog`, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(`${origin}/catalog`, { "accept-encoding": "br;q=0, gzip" });
    const deflateOnly = await get(`${origin}/catalog`, { "accept-encoding": "deflate" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body)).toEqual(first.body);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body)).toEqual(first.body);
    // The compression middleware would deflate it; a kept page is sent as kept.
    expect(deflateOnly.headers["content-encoding"]).toBeUndefined();
    expect(deflateOnly.body).toEqual(first.body);
    for (const answer of [br, gz, deflateOnly]) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    }
    expect(new Set([br, gz, deflateOnly].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it("keeps what a response varies on before the cache, and adds Accept-Encoding", async () => {
    const { again } = await kept("/catalog?varies");
    expect(again.headers.vary).toBe("Cookie, Accept-Encoding");
  });

  it("answers 304 to a client that holds the same encoding of the page", async () => {
    await kept("/catalog");
    const br = { "accept-encoding": "br" };
    const { headers } = await get(`${origin}/catalog`, br);
    const etag = String(headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(`${origin}/catalog`, { ...br, "if-none-match": `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const otherEncoding = await get(`${origin}/catalog`, { "if-none-match": etag });
    expect(otherEncoding.status).toBe(200);
  });

  it("renders a page once while many ask for it at once; each gets the kept bytes", async () => {
    const path = "/es/catalog?at=once";
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${origin}${path}`)));
    expect(slowRenders.filter((url) => url === path)).toHaveLength(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.toString()))).toEqual(new Set([`<p>${path}</p>`]));
    expect(answers.filter((answer) => answer.headers["x-page-cache"] === "hit")).toHaveLength(9);
  });

  it("only renders a page asked for once; asked again, keeps it", async () => {
    const path = "/es/catalog?asked=twice";
    const once = await get(`${origin}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const twice = await get(`${origin}${path}`);
    expect([once.headers["x-page-cache"], twice.headers["x-page-cache"]]).toEqual([undefined, undefined]);
    expect(slowRenders.filter((url) => url === path)).toHaveLength(2);
    const { again } = await kept(path);
    expect(again.body.toString()).toBe(`<p>${path}</p>`);
    expect(slowRenders.filter((url) => url === path)).toHaveLength(2);
  });

  it("a request waits for another's render only so long, then renders its own", async () => {
    await withOwnCache({ waitForRenderMs: 30 }, "/es/catalog", 300, "<p>slow</p>", async (url) => {
      const answers = await Promise.all(Array.from({ length: 3 }, () => get(`${url}?slow=1`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(slowRenders.filter((rendered) => rendered === "own /es/catalog?slow=1")).toHaveLength(3);
    });
  });

  it("past its compressions at once, keeps nothing but still shares the render with those who waited", async () => {
    // Long enough for all five to ask while it renders, on a loaded machine too.
    await withOwnCache({ compressionsAtOnce: 0 }, "/catalog", 300, "<p>añejo</p>", async (url) => {
      const rendersOf = () => slowRenders.filter((rendered) => rendered === "own /catalog").length;
      const brotliAccepted = { "accept-encoding": "br, gzip" };
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(url, brotliAccepted)));
      expect(rendersOf()).toBe(1);
      expect(answers.map((answer) => answer.body.toString())).toEqual(Array<string>(5).fill("<p>añejo</p>"));
      // Sent as rendered: compressing them is what there is no room for.
      expect(answers.map((answer) => answer.headers["content-encoding"])).toEqual(Array(5).fill(undefined));
      const later = await get(url, brotliAccepted);
      expect(later.headers["x-page-cache"]).toBeUndefined();
      expect(rendersOf()).toBe(2);
    });
  });

  /** A cache with these options in front of one slow page of its own, for the time of `use`. */
  async function withOwnCache(
    options: Parameters<typeof renderedPageCache>[2],
    path: string,
    renderMs: number,
    html: string,
    use: (url: string) => Promise<void>,
  ) {
    const own = express()
      .use(
        renderedPageCache(
          { catalog: { current: { revision: 1, availabilityVersion: 0, stockVersions: new Map() } } },
          undefined,
          options,
        ),
      )
      .get(path, async (req, res) => {
        slowRenders.push(`own ${req.originalUrl}`);
        await new Promise((resolve) => setTimeout(resolve, renderMs));
        res.type("html").end(html);
      })
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => own.once("listening", resolve));
    try {
      await use(`http://127.0.0.1:${(own.address() as AddressInfo).port}${path}`);
    } finally {
      await new Promise((resolve) => own.close(resolve));
    }
  }

  it("lets each waiting request render its own when the first render is not kept", async () => {
    const path = "/es/product/gone?at=once";
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${origin}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(5).fill(404));
    expect(slowRenders.filter((url) => url === path)).toHaveLength(5);
  });

  it("passes on an end() with only a callback", async () => {
    const home = await get(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe("");
  });
});
