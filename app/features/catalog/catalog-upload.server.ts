import { refusal, type CatalogFileUpload } from "./catalog-import.server";
import {
  CATALOG_FILE_FIELD,
  CATALOG_UPLOAD_MAX_BYTES,
  CATALOG_UPLOAD_MAX_TEXT,
  type CatalogImportRefusal,
} from "./catalog-upload";

/** Room around the file for the multipart framing and the form's other fields. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;
const BODY_MAX_BYTES = CATALOG_UPLOAD_MAX_BYTES + FORM_ALLOWANCE_BYTES;

/**
 * A browser reads the answer only once it has sent its whole body, so a refused body is read and
 * thrown away (never kept) up to this much; past it the connection is dropped.
 */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

export interface UploadedCatalogForm {
  ok: true;
  upload: CatalogFileUpload;
  form: FormData;
}

/**
 * Reads the console's multipart form with its catalogue file. A body is refused before any of it
 * is kept when its Content-Length is over the limit, and again while reading when more arrives
 * than the limit (a chunked body, or a header that lies), so at most the limit is ever buffered.
 */
export async function readCatalogUploadForm(
  request: Request,
): Promise<UploadedCatalogForm | CatalogImportRefusal> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > BODY_MAX_BYTES) {
    await (declared > DISCARD_MAX_BYTES ? request.body?.cancel() : discard(request.body));
    return tooLarge();
  }
  const body = await readAtMost(request.body, BODY_MAX_BYTES);
  if (!body) return tooLarge();
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return refusal(400, "The upload could not be read. Choose the file again and retry.");
  }
  const file = form.get(CATALOG_FILE_FIELD);
  if (file === null || typeof file === "string" || (!file.name && file.size === 0)) {
    return refusal(400, "Choose a catalogue file (.json) first.");
  }
  if (file.size > CATALOG_UPLOAD_MAX_BYTES) return tooLarge();
  return {
    ok: true,
    form,
    upload: { name: file.name.slice(0, 200) || "The file", bytes: new Uint8Array(await file.arrayBuffer()) },
  };
}

function tooLarge(): CatalogImportRefusal {
  return refusal(
    413,
    `The file is larger than ${CATALOG_UPLOAD_MAX_TEXT}. A catalogue export is well under that: check that this is the right file.`,
  );
}

/** The body's bytes, or null (the rest thrown away) once more than `limit` arrives. */
async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      reader.releaseLock();
      await discard(body, size);
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
