import { data, redirect } from "react-router";
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "~/i18n/language";
import { readFormBody } from "~/utils/form-body.server";
import type { Route } from "./+types/language";

/**
 * The header's language switch posts here: the choice goes in a cookie, so the server renders every
 * page in it from then on, and the shopper returns to the page they were on.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const language = form.get("language");
  if (!isLanguage(language)) throw data(null, { status: 400 });
  const cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  throw redirect(returnPath(form.get("returnTo")), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw redirect("/");
}

/** Only a path of this site: never another origin ("//evil.example", "/\\evil.example"). */
export function returnPath(returnTo: string | null): string {
  if (!returnTo?.startsWith("/") || returnTo.startsWith("//") || returnTo.startsWith("/\\")) return "/";
  const url = new URL(returnTo, "http://store.invalid");
  if (url.origin !== "http://store.invalid" || url.pathname === "/language") return "/";
  return url.pathname + url.search;
}
