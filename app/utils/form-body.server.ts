import { data } from "react-router";
import { hasNulCharacter } from "./nul-characters";
import { readBodyAtMost } from "./request-body.server";

/** Enough for any of the store's small forms (sign-in, a status change, a note, a price). */
const SMALL_FORM_MAX_BYTES = 16 * 1024;

/**
 * A form's body (application/x-www-form-urlencoded, what `<Form method="post">` sends with or
 * without JavaScript), read up to `maxBytes`. A larger body is answered 413, another encoding 415,
 * U+0000 in any field 422.
 */
export async function readFormBody(
  request: Request,
  maxBytes = SMALL_FORM_MAX_BYTES,
): Promise<URLSearchParams> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) throw data(null, { status: 415 });
  const body = await readBodyAtMost(request, maxBytes);
  if (!body) throw data(null, { status: 413 });
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const field = [...form].find(([name, value]) => hasNulCharacter(name) || hasNulCharacter(value));
  if (field)
    throw data(`The field "${field[0]}" contains a NUL character (U+0000), which no field accepts.`, {
      status: 422,
    });
  return form;
}
