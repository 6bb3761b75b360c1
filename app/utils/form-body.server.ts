import { data } from "react-router";

/**
 * A public form's body (application/x-www-form-urlencoded, what `<Form method="post">` sends with
 * or without JavaScript), read up to `maxBytes`: request.formData() would hold any size in memory.
 * A larger body is answered 413, another encoding 415.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) throw data(null, { status: 415 });
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw data(null, { status: 413 });
  if (!request.body) return new URLSearchParams();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    // Left unread, not cancelled: cancelling destroys the request, and its socket with the 413.
    if (bytes > maxBytes) throw data(null, { status: 413 });
    chunks.push(chunk.value);
  }
  return new URLSearchParams(new TextDecoder().decode(Buffer.concat(chunks)));
}
