import { data } from "react-router";
import { pageTitle } from "~/features/seo";
import { CatalogImportPage } from "~/features/catalog/import/catalog-import-page";
import { catalogImportMessages } from "~/features/catalog/import/catalog-import-messages";
import { CHECKED_HASH_FIELD, type CatalogImportAnswer } from "~/features/catalog/import/catalog-upload";
import {
  readCatalogUploadForm,
  type UploadedCatalogForm,
} from "~/features/catalog/import/catalog-upload.server";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { recentImportsWithNames } from "~/features/staff/products/staff-catalog-imports.server";
import { applyCatalogUpload, checkCatalogUpload } from "~/flows/import-catalog.server";
import { staffClock } from "~/features/staff/staff-clock";
import { metaPageT } from "~/i18n/messages";
import { storeRequest, type StoreRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-catalog-import";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "import");
  const clock = staffClock(staff.language).medium;
  const imports = await recentImportsWithNames(context.get(storeRequest).services.database.db);
  return {
    imports: imports.map((entry) => ({
      at: clock.format(new Date(entry.at)),
      who: entry.staffName ?? entry.actor,
      summary: entry.summary,
    })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "import");
  const read = await readCatalogUploadForm(request);
  const answer = read.ok
    ? await importUpload(read, `staff:${staff.id}`, context.get(storeRequest).services)
    : read;
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

/** The dry run, or with intent "apply" the import of the file that was checked. */
async function importUpload(
  { form, upload }: UploadedCatalogForm,
  actor: string,
  services: StoreRequest["services"],
): Promise<CatalogImportAnswer> {
  const db = services.database.db;
  if (form.get("intent") !== "apply") return checkCatalogUpload(db, upload);
  const checked = form.get(CHECKED_HASH_FIELD);
  const answer = await applyCatalogUpload(db, upload, {
    checkedSha256: typeof checked === "string" ? checked : null,
    actor,
    now: new Date(),
  });
  // The storefront shows the new catalogue at once, not at the next poll.
  if (answer.ok && answer.changed) await services.catalog.refreshIfStale();
  return answer;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(catalogImportMessages, matches)("import.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffCatalogImportRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogImportPage {...loaderData} answer={actionData} />;
}
