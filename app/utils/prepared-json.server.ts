import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

/** A JSON body serialized and compressed once, served many times: identity, gzip and brotli, with a strong ETag. */
export interface PreparedJson {
  readonly identity: Bytes;
  readonly gzip: Bytes;
  readonly brotli: Bytes;
  readonly etag: string;
}

/** Plain bytes on their own ArrayBuffer, as a Response body accepts them. */
type Bytes = Uint8Array<ArrayBuffer>;

// Quality 11 costs about half a second of CPU on the whole catalogue, and stock changes rebuild it.
const BROTLI_QUALITY = 9;

/**
 * `value` is serialized when a response first needs it, and each encoding made when a client first
 * asks for it: a body replaced before anyone asked (stock moving at every order) costs nothing.
 */
export function prepareJson(value: () => unknown): PreparedJson {
  let identity: Bytes | undefined;
  let gzip: Bytes | undefined;
  let brotli: Bytes | undefined;
  let etag: string | undefined;
  const text = () => (identity ??= new TextEncoder().encode(JSON.stringify(value())));
  return {
    get identity() {
      return text();
    },
    get gzip() {
      return (gzip ??= new Uint8Array(gzipSync(text(), { level: 9 })));
    },
    get brotli() {
      return (brotli ??= new Uint8Array(
        brotliCompressSync(text(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      ));
    },
    get etag() {
      return (etag ??= `"${createHash("sha256").update(text()).digest("base64url").slice(0, 27)}"`);
    },
  };
}

/** Response headers and bytes for a request: 304 when the client has it, else the best encoding it accepts. */
export function preparedJsonReply(
  headers: { ifNoneMatch?: string; acceptEncoding?: string },
  body: PreparedJson,
): { status: 200 | 304; headers: Record<string, string>; bytes: Bytes | null } {
  const common = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: body.etag,
    Vary: "Accept-Encoding",
  };
  const ifNoneMatch = headers.ifNoneMatch ?? "";
  if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === body.etag)) {
    return { status: 304, headers: common, bytes: null };
  }
  const accepted = headers.acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) return encoded("br", body.brotli);
  if (/\bgzip\b/.test(accepted)) return encoded("gzip", body.gzip);
  return {
    status: 200,
    headers: { ...common, "Content-Length": String(body.identity.byteLength) },
    bytes: body.identity,
  };

  function encoded(encoding: string, bytes: Bytes) {
    return {
      status: 200 as const,
      headers: {
        ...common,
        "Content-Encoding": encoding,
        "Content-Length": String(bytes.byteLength),
      },
      bytes,
    };
  }
}
