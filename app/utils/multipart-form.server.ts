import { readBodyAtMost } from "./request-body.server";

/** Room around an upload's file for the multipart framing and the form's other fields. */
export const FORM_ALLOWANCE_BYTES = 64 * 1024;

/**
 * A multipart form (what `<Form encType="multipart/form-data">` sends: a file upload), with at
 * most `maxBytes` of body ever buffered: "too_large" past it, "unreadable" when it is not a
 * multipart body at all. request.formData() would hold any size in memory.
 */
export async function readMultipartForm(
  request: Request,
  maxBytes: number,
): Promise<FormData | "too_large" | "unreadable"> {
  const body = await readBodyAtMost(request, maxBytes);
  if (!body) return "too_large";
  try {
    return await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return "unreadable";
  }
}

/** True for a multipart body: the store's upload forms, told apart from its small url-encoded ones. */
export function isMultipartForm(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "");
}

/** The file sent in `field`, or null when none was chosen (browsers send an empty, nameless part). */
export function uploadedFile(form: FormData, field: string): File | null {
  const file = form.get(field);
  if (file === null || typeof file === "string" || (!file.name && file.size === 0)) return null;
  return file;
}
