import { describe, expect, it } from "vitest";
import { readFormBody } from "./form-body.server";

const URL = "http://127.0.0.1/staff/login";
const FORM = "application/x-www-form-urlencoded";

function formRequest(body: BodyInit, headers: Record<string, string> = { "Content-Type": FORM }): Request {
  return new Request(URL, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** An endless body with no Content-Length, counting what was pulled from it. */
function endlessBody() {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode("a=".padEnd(64 * 1024, "b"));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled > 200 * 1024 * 1024) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

async function status(run: Promise<unknown>): Promise<number> {
  try {
    await run;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("reading a small form's body", () => {
  it("reads the fields a <Form method=post> sends, with or without JavaScript", async () => {
    const form = await readFormBody(
      formRequest(new URLSearchParams({ email: "ana@store.example", note: "a&b=c" })),
    );
    expect(form.get("email")).toBe("ana@store.example");
    expect(form.get("note")).toBe("a&b=c");
  });

  it("answers 415 to another encoding", async () => {
    expect(await status(readFormBody(formRequest("{}", { "Content-Type": "application/json" })))).toBe(415);
    expect(
      await status(readFormBody(formRequest("x", { "Content-Type": "multipart/form-data; boundary=x" }))),
    ).toBe(415);
  });

  it("answers 413 past the limit, whether declared or streamed without a length", async () => {
    expect(await status(readFormBody(formRequest(`a=${"b".repeat(17 * 1024)}`)))).toBe(413);
    expect(await status(readFormBody(formRequest(`a=${"b".repeat(100)}`), 64))).toBe(413);
    const { body, counter } = endlessBody();
    expect(await status(readFormBody(formRequest(body)))).toBe(413);
    // Read to be thrown away up to the discard limit, never kept; then the stream is dropped.
    expect(counter.pulled).toBeLessThan(70 * 1024 * 1024);
  });
});
