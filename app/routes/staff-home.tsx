import { redirect } from "react-router";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { roleMay } from "~/features/staff/staff-permissions";
import type { Route } from "./+types/staff-home";

/** The console's front door: the counter's board for those who run it, the route for a driver. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "own-settings");
  throw redirect(roleMay(staff.role, "orders") ? "/staff/orders" : "/staff/deliveries");
}
