import { redirect } from "react-router";
import { requireStaff } from "~/features/staff/staff-auth.server";
import type { Route } from "./+types/staff-home";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw redirect("/staff/orders");
}
