import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { CatalogSnapshot } from "~/features/catalog/data/catalog-snapshot.server";

/**
 * Server-rendered catalogue pages, kept rendered and compressed. What these pages show depends only
 * on the path and query (Spanish pages are under /es), the catalogue's revision and which products
 * are in stock (a product's page: its own stock); the age gate and the CSP are the same for every
 * visitor (decision 0029), so a hit sends the stored bytes as they are, with the gzip or brotli made
 * once when the page was kept. Only the paths below are kept: a page that depends on anything else
 * (a session, a form) must never be added without adding that to the key. "/_.data" is the home
 * page's data request (React Router's future.v8_trailingSlashAwareDataRequests; "/_root.data" before
 * it), "/es.data" the Spanish home's.
 */
export const CATALOGUE_PAGE_PATH =
  /^(?:\/es(?:\.data)?|(?:\/es)?\/(?:_\.data|catalog(?:\.data)?|product\/[^/]+?(?:\.data)?)?)$/;
const PRODUCT_PATH = /^(?:\/es)?\/product\/([^/]+?)(?:\.data)?$/;
const CACHEABLE_TYPE = /^text\/(?:html|x-script)\b/;
/** Made once per kept page, off the event loop; 9 of 11 is a first choice, not yet measured against 5 and 11. */
const BROTLI_QUALITY = 9;

export type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/**
 * A kept page: its headers as rendered, and its body in each encoding, with one strong ETag each.
 * A page shared only with the requests that waited for its render may hold its plain body alone.
 */
export interface RenderedPage {
  headers: OutgoingHttpHeaders;
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  etags: { identity: string } & Partial<Record<Encoding, string>>;
  bytes: number;
}

/** A page made for keeping: every encoding at hand. */
export interface CompressedPage extends RenderedPage {
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
}

/** Headers that belong to one response's transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "set-cookie",
  "x-page-cache",
]);

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

/**
 * A brotli window just large enough for the page: the default 4 MB window's encoder state cost a
 * quarter of an uncached render's main-thread time to free (zlib's close), for pages of 150 KB.
 */
function windowBitsFor(bytes: number): number {
  return Math.min(
    zlib.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  );
}

/** Compresses the page once, off the event loop (zlib's threads), for every visitor after. */
export async function renderedPage(headers: OutgoingHttpHeaders, body: Buffer): Promise<CompressedPage> {
  const [gz, br] = await Promise.all([
    gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
      },
    }),
  ]);
  const tag = contentTag(body);
  return {
    headers: pageHeaders(headers),
    bodies: { br, gzip: gz, identity: body },
    etags: { br: `"${tag}-br"`, gzip: `"${tag}-gz"`, identity: `"${tag}"` },
    bytes: body.length + gz.length + br.length,
  };
}

/** The page as rendered, for the requests that waited for it while zlib's threads are busy. */
function uncompressedPage(headers: OutgoingHttpHeaders, body: Buffer): RenderedPage {
  const etags = { identity: `"${contentTag(body)}"` };
  return { headers: pageHeaders(headers), bodies: { identity: body }, etags, bytes: body.length };
}

function pageHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase())),
  );
}

function contentTag(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none, among those the
 * client accepts (q above 0, by name or by "*"). Malformed entries are ignored; identity is sent
 * even when refused, as there is nothing else to send (RFC 9110 allows it).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = qualityOf(parameters);
    if (/^[a-z0-9*-]+$/.test(name) && q !== null) weights.set(name, q);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
  return ENCODINGS.find((encoding) => encoding !== "identity" && accepts(encoding)) ?? "identity";
}

/** An entry's q value (1 without one), or null when it is not a valid one. */
function qualityOf(parameters: string[]): number | null {
  const q = parameters.find((parameter) => parameter.startsWith("q="));
  if (q === undefined) return 1;
  return /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : null;
}

/** Responses sent already compressed (or deliberately not): the compression middleware leaves them. */
const encodedResponses = new WeakSet<ServerResponse>();

export function servedEncoded(res: ServerResponse): boolean {
  return encodedResponses.has(res);
}

/** Sends a kept page in the client's encoding, or 304 when the client holds it already. */
export function sendKeptPage(req: Request, res: Response, page: RenderedPage): void {
  const preferred = preferredEncoding(req.headers["accept-encoding"]);
  const encoding = page.bodies[preferred] ? preferred : "identity";
  const etag = page.etags[encoding] ?? page.etags.identity;
  encodedResponses.add(res);
  res.status(200);
  for (const [name, value] of Object.entries(page.headers))
    if (value !== undefined) res.setHeader(name, value);
  // Added to, not set: a middleware before the cache may have named a header of its own.
  res.vary("Accept-Encoding");
  res.setHeader("ETag", etag);
  res.setHeader("X-Page-Cache", "hit");
  if (matchesEtag(req.headers["if-none-match"], etag)) {
    res.status(304).end();
    return;
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = page.bodies[encoding] ?? page.bodies.identity;
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix does not matter. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** Least recently used pages go first once the count or the bytes run out. */
export class RenderedPageStore {
  #pages = new Map<string, RenderedPage>();
  #bytes = 0;

  constructor(
    private readonly maxPages: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): RenderedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: RenderedPage): void {
    if (page.bytes > this.maxBytes) return;
    this.delete(key);
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    for (const [oldest] of this.#pages) {
      if (this.#pages.size <= this.maxPages && this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.#pages.size;
  }

  private delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#bytes -= page.bytes;
    this.#pages.delete(key);
  }
}

/** What a kept page's key reads of the catalogue: see stockKey. */
type StockVersions = Pick<CatalogSnapshot, "revision" | "availabilityVersion" | "stockVersions">;

export function renderedPageCache(
  services: { catalog: { readonly current: StockVersions } },
  pages = new RenderedPageStore(2_000, 64 * 1024 * 1024),
  {
    // A request waits this long at most for another's render of its page, then renders its own.
    waitForRenderMs = 3_000,
    // Pages compressed at once. Past it a page is not kept: many one-off addresses each asked twice
    // (a crawler's second pass) queued compressions in zlib's threads without bound, 2.7 GB of memory
    // and a tenth of the renders per second (issue #17).
    compressionsAtOnce = 2,
  } = {},
): RequestHandler {
  // One render of a page at a time: requests for a page being rendered wait for it and get the kept
  // copy. After a catalogue change the hot pages are stale at once, and every waiting connection
  // rendering them together held the event loop for hundreds of milliseconds (issue #17).
  const rendering = new Map<string, Rendering>();
  // Kept (and compressed, which costs three times the render) only once it proves wanted: asked for
  // before, or by others while it renders. A one-off address (a search, a scanner) is only rendered.
  const askedBefore = new RecentAddresses(10_000);
  let compressing = 0;
  return (req, res, next) => {
    if (req.method !== "GET" || !CATALOGUE_PAGE_PATH.test(req.path)) return next();
    // No host in the key: links are written with PUBLIC_URL, never with a request's headers.
    const key = [stockKey(services.catalog.current, req.path), req.originalUrl].join(" ");
    const kept = pages.get(key);
    if (kept) return sendKeptPage(req, res, kept);
    const pending = rendering.get(key);
    if (pending) {
      pending.wanted = true;
      let answered = false;
      const answer = (page: RenderedPage | null) => {
        if (answered) return;
        answered = true;
        clearTimeout(tooLong);
        // Not kept after all (an error page, a client gone), or too slow: each renders its own.
        if (page) sendKeptPage(req, res, page);
        else next();
      };
      const tooLong = setTimeout(() => answer(null), waitForRenderMs);
      void pending.page.then(answer);
      return;
    }
    let settle!: (page: RenderedPage | null) => void;
    const current: Rendering = {
      page: new Promise((resolve) => (settle = resolve)),
      wanted: askedBefore.remember(req.originalUrl),
    };
    rendering.set(key, current);
    const done = (page: RenderedPage | null) => {
      rendering.delete(key);
      settle(page);
    };
    let ended = false;
    keepWhenRendered(res, (headers, body) => {
      ended = true;
      if (!current.wanted) return done(null);
      // The requests that waited still get this render, as it is: none renders it again.
      if (compressing >= compressionsAtOnce) return done(uncompressedPage(headers, body));
      compressing++;
      renderedPage(headers, body)
        .then(
          (page) => {
            pages.set(key, page);
            done(page);
          },
          (error: unknown) => {
            req.log.warn({ err: error }, "a rendered page could not be compressed");
            done(null);
          },
        )
        .finally(() => compressing--);
    });
    res.once("close", () => {
      if (!ended) done(null);
    });
    next();
  };
}

/** A page being rendered: what its waiting requests will get, and whether it is worth keeping. */
interface Rendering {
  page: Promise<RenderedPage | null>;
  wanted: boolean;
}

/** The last `limit` addresses asked for, oldest forgotten first. */
export class RecentAddresses {
  #addresses = new Set<string>();

  constructor(private readonly limit: number) {}

  /** Whether `address` was asked for recently; from now on it was. */
  remember(address: string): boolean {
    if (this.#addresses.has(address)) return true;
    this.#addresses.add(address);
    for (const oldest of this.#addresses) {
      if (this.#addresses.size <= this.limit) break;
      this.#addresses.delete(oldest);
    }
    return false;
  }
}

/**
 * The catalogue as this page shows it. Versions only grow, so a page rendered from a newer
 * snapshot than its key named is kept under a key nobody asks for again, never served as current.
 */
export function stockKey(snapshot: StockVersions, path: string): string {
  const route = PRODUCT_PATH.exec(path)?.[1];
  const productVersion = route === undefined ? "" : (snapshot.stockVersions.get(decodeRoute(route)) ?? 0);
  return `${snapshot.revision}.${snapshot.availabilityVersion}.${productVersion}`;
}

function decodeRoute(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Copies the response's body as it is written, and hands it over with its headers when it is a
 * plain, complete 200. The headers are read once the response is ended: the page's CSP gets its
 * script hashes on the way out (allowInlineScriptsByHash).
 */
function keepWhenRendered(res: Response, keep: (headers: OutgoingHttpHeaders, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const collect = (chunk: unknown, encoding: BufferEncoding | WriteCallback | EndCallback | undefined) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  // Each overload of write() and end() passed on as it came: the encoding is optional, the callback last.
  res.write = (chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) => {
    collect(chunk, encoding);
    return typeof encoding === "string" ? write(chunk, encoding, callback) : write(chunk, encoding);
  };
  res.end = (chunk?: unknown, encoding?: BufferEncoding | EndCallback, callback?: EndCallback) => {
    if (chunk !== undefined && typeof chunk !== "function") collect(chunk, encoding);
    const ended = typeof encoding === "string" ? end(chunk, encoding, callback) : end(chunk, encoding);
    const contentType = String(res.getHeader("content-type") ?? "");
    if (res.statusCode === 200 && !res.getHeader("set-cookie") && CACHEABLE_TYPE.test(contentType))
      keep(res.getHeaders(), Buffer.concat(chunks));
    return ended;
  };
}

type WriteCallback = (error: Error | null | undefined) => void;
type EndCallback = () => void;
