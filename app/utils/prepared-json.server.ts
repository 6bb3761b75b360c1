import { createHash } from "node:crypto";
import {
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from "node:zlib";

/** A JSON body serialized and compressed once, served many times: identity, gzip and brotli, with a strong ETag. */
export interface PreparedJson {
  identity: Bytes;
  gzip: Bytes;
  brotli: Bytes;
  etag: string;
}

/** Plain bytes on their own ArrayBuffer, as a Response body accepts them. */
type Bytes = Uint8Array<ArrayBuffer>;

export function prepareJson(value: unknown): PreparedJson {
  const identity = new TextEncoder().encode(JSON.stringify(value));
  return {
    identity,
    gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
    brotli: new Uint8Array(
      brotliCompressSync(identity, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }),
    ),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

/** 304 when the client has it; otherwise the best encoding the client accepts. Always revalidated. */
export function preparedJsonResponse(
  request: Request,
  body: PreparedJson,
): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: body.etag,
    Vary: "Accept-Encoding",
  });
  const ifNoneMatch = request.headers.get("If-None-Match") ?? "";
  if (
    ifNoneMatch
      .split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === body.etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  const [encoding, bytes] = /\bbr\b/.test(accepted)
    ? ["br", body.brotli]
    : /\bgzip\b/.test(accepted)
      ? ["gzip", body.gzip]
      : [null, body.identity];
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(bytes, { status: 200, headers });
}
