import { describe, expect, it } from "vitest";
import { CATALOG_UPLOAD_MAX_BYTES } from "./catalog-upload";
import { readCatalogUploadForm } from "./catalog-upload.server";

const URL = "http://127.0.0.1/staff/catalog-import";
const MB = 1024 * 1024;

function formRequest(fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(URL, { method: "POST", body: form });
}

/** A body that counts what the reader pulled from it, `total` bytes in 64 KB chunks (endless if Infinity). */
function countedBody(total: number) {
  const counter = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  return { body, counter };
}

function streamedRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request(URL, {
    method: "POST",
    body,
    headers: { "Content-Type": "multipart/form-data; boundary=x", ...headers },
    duplex: "half",
  } as RequestInit);
}

describe("reading the console's catalogue upload", () => {
  it("gives the file's name, bytes and the form's other fields", async () => {
    const text = '{"types": []}';
    const read = await readCatalogUploadForm(
      formRequest({ catalog: new File([text], "shop.json", { type: "application/json" }), intent: "apply" }),
    );
    if (!read.ok) throw new Error(read.error.key);
    expect(read.upload.name).toBe("shop.json");
    expect(new TextDecoder().decode(read.upload.bytes)).toBe(text);
    expect(read.form.get("intent")).toBe("apply");
  });

  it("asks for a file when none was chosen", async () => {
    const noFile = { key: "refusal.noFile" };
    expect(await readCatalogUploadForm(formRequest({ intent: "check" }))).toMatchObject({
      status: 400,
      error: noFile,
    });
    // What a browser sends for a file input left empty.
    expect(await readCatalogUploadForm(formRequest({ catalog: new File([], "") }))).toMatchObject({
      status: 400,
      error: noFile,
    });
    expect(await readCatalogUploadForm(formRequest({ catalog: "just text" }))).toMatchObject({ status: 400 });
  });

  it("refuses a body that is not a form", async () => {
    const request = new Request(URL, {
      method: "POST",
      body: "garbage",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(await readCatalogUploadForm(request)).toMatchObject({
      status: 400,
      error: { key: "refusal.unreadableUpload" },
    });
  });

  it("refuses a file over the limit", async () => {
    const big = new File([new Uint8Array(CATALOG_UPLOAD_MAX_BYTES + 1)], "big.json");
    expect(await readCatalogUploadForm(formRequest({ catalog: big }))).toMatchObject({
      status: 413,
      error: { key: "refusal.tooLarge", values: { max: "5 MB" } },
    });
  });

  it("refuses on Content-Length before keeping any of the body, and drops a huge one unread", async () => {
    const declared = countedBody(6 * MB);
    const read = await readCatalogUploadForm(
      streamedRequest(declared.body, { "Content-Length": String(6 * MB) }),
    );
    expect(read).toMatchObject({ status: 413 });
    // Thrown away, so that a browser, which reads the answer after sending, gets it.
    expect(declared.counter.pulled).toBe(6 * MB);

    const huge = countedBody(Infinity);
    expect(
      await readCatalogUploadForm(streamedRequest(huge.body, { "Content-Length": String(10_000 * MB) })),
    ).toMatchObject({
      status: 413,
    });
    expect(huge.counter.cancelled).toBe(true);
    expect(huge.counter.pulled).toBeLessThan(MB);
  });

  it("stops keeping a body with no or a lying Content-Length once it passes the limit", async () => {
    for (const headers of [{}, { "Content-Length": "1000" }] as Record<string, string>[]) {
      const endless = countedBody(Infinity);
      expect(await readCatalogUploadForm(streamedRequest(endless.body, headers))).toMatchObject({
        status: 413,
      });
      expect(endless.counter.cancelled).toBe(true);
      // Read (and thrown away) up to the discard cap, never kept: a bounded amount either way.
      expect(endless.counter.pulled).toBeLessThan(70 * MB);
    }
  });
});
