import { Outlet } from "react-router";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import type { Route } from "./+types/staff-layout";
import { ErrorPage } from "~/components/error-page";

/**
 * Every staff page but the login and logout: the console's sections and who is signed in, once.
 * Each page's loader and action still asks for the session itself (a page's data can be fetched
 * without this layout's loader); requireStaff reads it once per request.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, url);
  return { staffName: staff.name };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffHeader staffName={loaderData.staffName} />
      <Outlet />
    </>
  );
}

/** A refused form still renders inside the store's frame (the root's data loads above this boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
