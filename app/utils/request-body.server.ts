/**
 * A browser reads the answer only once it has sent its whole body, so a refused body is read and
 * thrown away (never kept) up to this much; past it the connection is dropped.
 */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The request body's bytes, or null when it is larger than `maxBytes`: refused on Content-Length
 * before any of it is kept, and again while reading (a chunked body, or a header that lies), so at
 * most `maxBytes` is ever buffered. request.formData() would hold any size in memory.
 */
export async function readBodyAtMost(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > maxBytes) {
    await (declared > DISCARD_MAX_BYTES ? request.body?.cancel() : discard(request.body));
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      reader.releaseLock();
      await discard(request.body, size);
      return null;
    }
    chunks.push(value);
  }
}

async function discard(body: ReadableStream<Uint8Array> | null, alreadyRead = 0): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let size = alreadyRead;
  for (;;) {
    if (size > DISCARD_MAX_BYTES) return reader.cancel();
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
  }
}
