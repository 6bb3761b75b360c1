import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { OwnerOnlyPage } from "~/features/staff/owner-only-page";
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
  return { staffName: staff.name, role: staff.role };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffHeader staffName={loaderData.staffName} role={loaderData.role} />
      <Outlet />
    </>
  );
}

/**
 * A page or form the person's role may not use shows as such, under the console's header; any other
 * refusal still renders inside the store's frame (the root's data loads above this boundary).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = useRouteLoaderData<typeof loader>("routes/staff-layout");
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <>
        {staff && <StaffHeader staffName={staff.staffName} role={staff.role} />}
        <OwnerOnlyPage role={staff?.role ?? "clerk"} />
      </>
    );
  return <ErrorPage error={error} />;
}
