import { data, redirect } from "react-router";
import { setConsoleLanguage } from "~/features/staff/staff-accounts.server";
import { requireCapability, safeNext } from "~/features/staff/staff-auth.server";
import { isLanguage } from "~/i18n/language";
import { readFormBody } from "~/utils/form-body.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-language";

/** The console header's language switch: the staff member's own choice, kept with their account. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "own-settings");
  const form = await readFormBody(request);
  const language = form.get("language");
  if (!isLanguage(language)) throw data(null, { status: 400 });
  await setConsoleLanguage(context.get(storeRequest).services.database.db, staff.id, language);
  throw redirect(safeNext(form.get("returnTo")));
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "own-settings");
  throw redirect("/staff/orders");
}
