import type { RequestHandler, Response } from "express";
import { AGE_COOKIE, ageCookieIn } from "~/features/age-gate/age-confirmation";
import { requestLanguage } from "~/i18n/language";
import type { StoreServices } from "./services";

/**
 * Server-rendered catalogue pages, kept rendered. What these pages show depends only on the address,
 * the catalogue's revision, the language and whether the age cookie is set; the CSP nonce differs
 * per response and is put back in on every hit. Only the paths below are kept: a page that depends
 * on anything else (a session, a form) must never be added without adding that to the key.
 */
const CACHEABLE_PATH = /^\/(?:_root\.data|catalog(?:\.data)?|product\/[^/]+?(?:\.data)?)?$/;
const CACHEABLE_TYPE = /^text\/(?:html|x-script)\b/;

/** A page's bytes cut where the nonce goes, so a hit only joins buffers. */
export interface RenderedPage {
  contentType: string;
  parts: Buffer[];
  bytes: number;
}

export function renderedPage(contentType: string, body: Buffer, nonce: string): RenderedPage {
  const parts: Buffer[] = [];
  const mark = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, from)) {
    parts.push(body.subarray(from, at));
    from = at + mark.length;
  }
  parts.push(body.subarray(from));
  return { contentType, parts, bytes: body.length };
}

/** The page with `nonce` wherever the rendering had its own. */
export function pageWithNonce(page: RenderedPage, nonce: string): Buffer {
  const mark = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [mark, part])));
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

export function renderedPageCache(
  services: StoreServices,
  pages = new RenderedPageStore(2_000, 64 * 1024 * 1024),
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || !CACHEABLE_PATH.test(req.path)) return next();
    // The host is part of the key: canonical links are written with it.
    const key = [
      services.catalog.current.revision,
      ageCookieIn(req.headers.cookie ?? null) ? AGE_COOKIE : "",
      requestLanguage(req.headers.cookie ?? null, req.headers["accept-language"] ?? null),
      req.protocol,
      req.headers.host,
      req.originalUrl,
    ].join(" ");
    const nonce = res.locals.cspNonce as string;
    const kept = pages.get(key);
    if (kept) {
      // end(), not send(): an ETag of a body with a fresh nonce would only cost a hash.
      const body = pageWithNonce(kept, nonce);
      res.status(200).type(kept.contentType);
      res.setHeader("X-Page-Cache", "hit");
      res.setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    keepWhenRendered(res, (contentType, body) => pages.set(key, renderedPage(contentType, body, nonce)));
    next();
  };
}

/** Copies the response's body as it is written, and hands it over when it is a plain, complete 200. */
function keepWhenRendered(res: Response, keep: (contentType: string, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
    const contentType = String(res.getHeader("content-type") ?? "");
    if (res.statusCode === 200 && !res.getHeader("set-cookie") && CACHEABLE_TYPE.test(contentType))
      keep(contentType, Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response["end"];
}
