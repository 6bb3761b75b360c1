import { redirect } from "react-router";
import { consoleHome, requireCapability } from "~/features/staff/staff-auth.server";
import type { Route } from "./+types/staff-home";

/** The console's front door, typed in the address bar: each role's first page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "own-settings");
  throw redirect(consoleHome("/staff", staff.role));
}
