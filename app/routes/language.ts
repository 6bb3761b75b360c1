import { data, redirect } from "react-router";
import {
  englishPathOf,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  pathIn,
  type Language,
} from "~/i18n/language";
import { servedOverHttps } from "~/load-context.server";
import { readFormBody } from "~/utils/form-body.server";
import { safeReturnPath } from "~/utils/safe-return-path";
import type { Route } from "./+types/language";

/**
 * The header's language switch posts here: the shopper lands on the page they were on, at its
 * address in the chosen language; the choice goes in a cookie, which only says where their next
 * first visit to / is sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const language = form.get("language");
  if (!isLanguage(language)) throw data(null, { status: 400 });
  const secure = servedOverHttps(request, context) ? "; Secure" : "";
  const cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  throw redirect(returnPath(form.get("returnTo"), language), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw redirect("/");
}

/** The page the switch was on, in `language`; the switch itself is no page to return to. */
function returnPath(returnTo: string | null, language: Language): string {
  // Checked again once /es is taken off: "/es//evil.example" must not become "//evil.example".
  const path = safeReturnPath(englishPathOf(safeReturnPath(returnTo)));
  return pathIn(language, path.split("?")[0] === "/language" ? "/" : path);
}
