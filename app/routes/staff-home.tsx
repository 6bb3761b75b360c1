import { redirect } from "react-router";
import { requireStaff } from "~/features/staff/staff-auth.server";
import type { Route } from "./+types/staff-home";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaff(request, context, url);
  throw redirect("/staff/orders");
}
