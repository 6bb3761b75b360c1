import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { DEFAULT_SLICES, runInSlices, type SliceOptions, type WorkSteps } from "./work-steps";

export type JsonEncoding = "identity" | "gzip" | "br";

/**
 * A JSON array serialized and compressed once, served many times: identity, gzip and brotli, with a
 * strong ETag. Nothing of it blocks the event loop for long, on 20,000 products too (issue #17):
 * the array is serialized an element per step in slices, and compressed on zlib's threads.
 */
export interface PreparedJson {
  /** The body in `encoding`, made the first time anyone asks for it. */
  body(encoding: JsonEncoding): Promise<Bytes>;
  etag(): Promise<string>;
}

/** Plain bytes on their own ArrayBuffer, as a Response body accepts them. */
type Bytes = Uint8Array<ArrayBuffer>;

// Quality 11 costs about half a second of CPU on the whole catalogue, and stock changes rebuild it.
const BROTLI_QUALITY = 9;
const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

/**
 * `items` are serialized when a response first needs them, and each encoding made when a client
 * first asks for it: a body replaced before anyone asked (stock moving at every order) costs nothing.
 */
export function prepareJson<T>(
  items: readonly T[],
  toJson: (item: T) => unknown,
  slices: SliceOptions = DEFAULT_SLICES,
): PreparedJson {
  let serialized: Promise<{ identity: Bytes; etag: string }> | undefined;
  const made = new Map<JsonEncoding, Promise<Bytes>>();
  const serialize = () => (serialized ??= runInSlices(serializeSteps(items, toJson), slices));
  return {
    body(encoding) {
      let body = made.get(encoding);
      if (!body) {
        body = serialize().then(({ identity }) => compressed(identity, encoding));
        made.set(encoding, body);
      }
      return body;
    },
    async etag() {
      return (await serialize()).etag;
    },
  };
}

function* serializeSteps<T>(
  items: readonly T[],
  toJson: (item: T) => unknown,
): WorkSteps<{ identity: Bytes; etag: string }> {
  const parts: string[] = [];
  const hash = createHash("sha256");
  for (const [index, item] of items.entries()) {
    const part = (index === 0 ? "[" : ",") + JSON.stringify(toJson(item));
    parts.push(part);
    hash.update(part);
    yield;
  }
  const closing = items.length === 0 ? "[]" : "]";
  parts.push(closing);
  hash.update(closing);
  const identity = new Uint8Array(Buffer.from(parts.join("")));
  return { identity, etag: `"${hash.digest("base64url").slice(0, 27)}"` };
}

async function compressed(identity: Bytes, encoding: JsonEncoding): Promise<Bytes> {
  if (encoding === "identity") return identity;
  const bytes =
    encoding === "gzip"
      ? await gzipped(identity, { level: 9 })
      : await brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return new Uint8Array(bytes);
}

/** Response headers and bytes for a request: 304 when the client has it, else the best encoding it accepts. */
export async function preparedJsonReply(
  headers: { ifNoneMatch?: string; acceptEncoding?: string },
  body: PreparedJson,
): Promise<{ status: 200 | 304; headers: Record<string, string>; bytes: Bytes | null }> {
  const etag = await body.etag();
  const common = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  const ifNoneMatch = headers.ifNoneMatch ?? "";
  if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return { status: 304, headers: common, bytes: null };
  }
  const encoding = acceptedEncoding(headers.acceptEncoding ?? "");
  const bytes = await body.body(encoding);
  return {
    status: 200,
    headers: {
      ...common,
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      "Content-Length": String(bytes.byteLength),
    },
    bytes,
  };
}

function acceptedEncoding(accepted: string): JsonEncoding {
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
