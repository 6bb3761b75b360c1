import { data } from "react-router";
import { PhotoImportPage, photoImportMessages } from "~/features/photos";
import { drawnSizes, importPhotoZipUpload } from "~/features/photos/index.server";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { metaPageT } from "~/i18n/messages";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-photos";

/** How many of the sizes still drawn the page lists. */
const DRAWN_LISTED = 100;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "products");
  const drawn = await drawnSizes(context.get(storeRequest).services.database.db);
  return { drawn: { sizes: drawn.slice(0, DRAWN_LISTED), total: drawn.length } };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "products");
  const { services } = context.get(storeRequest);
  const { status, answer } = await importPhotoZipUpload(services.database.db, request, {
    actor: `staff:${staff.id}`,
    now: new Date(),
  });
  // The storefront shows the new photos at once, not at the next poll.
  if (answer.ok && answer.report.matched.length > 0) await services.catalog.refreshIfStale();
  return data(answer, { status });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(photoImportMessages, matches)("photos.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffPhotosRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotoImportPage {...loaderData} answer={actionData} />;
}
