import { redirect } from "react-router";
import { requireCapability } from "~/features/staff/staff-auth.server";
import type { Route } from "./+types/staff-home";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "orders");
  throw redirect("/staff/orders");
}
