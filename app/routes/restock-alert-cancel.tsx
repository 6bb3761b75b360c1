import { data } from "react-router";
import { pageTitle } from "~/features/seo";
import { RestockAlertCancel, restockAlertMessages } from "~/features/restock-alerts";
import { cancelRestockAlert, restockAlertByCancelToken } from "~/features/restock-alerts/index.server";
import { metaPageT } from "~/i18n/messages";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/restock-alert-cancel";

/** A shopper's own cancel link (`/restock-alerts/<128-bit token>`, shown once at sign-up): never indexed, never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await restockAlertByCancelToken(
    context.get(storeRequest).services.database.db,
    params.token,
  );
  return data({ request }, { status: request ? 200 : 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const cancelled = await cancelRestockAlert(context.get(storeRequest).services.database.db, params.token);
  return data({ cancelled }, { status: cancelled ? 200 : 404 });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(restockAlertMessages, matches)("restockCancel.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function RestockAlertCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RestockAlertCancel request={loaderData.request} cancelled={actionData?.cancelled ?? false} />;
}
