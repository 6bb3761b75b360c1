import { data, Form, useNavigation, type AppLoadContext } from "react-router";
import { pageTitle } from "~/components/page-title";
import { recentCatalogImports } from "~/features/catalog/catalog-audit.server";
import { applyCatalogUpload, checkCatalogUpload } from "~/features/catalog/catalog-import.server";
import { CatalogImportRefusalView, CatalogImportReportView } from "~/features/catalog/catalog-import-report";
import {
  CATALOG_FILE_FIELD,
  CATALOG_UPLOAD_MAX_TEXT,
  CHECKED_HASH_FIELD,
  type CatalogImportAnswer,
} from "~/features/catalog/catalog-upload";
import { readCatalogUploadForm, type UploadedCatalogForm } from "~/features/catalog/catalog-upload.server";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import { staffClock } from "~/features/staff/staff-clock";
import type { Route } from "./+types/staff-catalog-import";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const clock = staffClock.medium;
  const imports = await recentCatalogImports(context.services.database.db);
  return {
    staffName: staff.name,
    imports: imports.map((entry) => ({
      at: clock.format(new Date(entry.at)),
      who: entry.staffName ?? entry.actor,
      summary: entry.summary,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const read = await readCatalogUploadForm(request);
  const answer = read.ok ? await importUpload(read, `staff:${staff.id}`, context) : read;
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

/** The dry run, or with intent "apply" the import of the file that was checked. */
async function importUpload(
  { form, upload }: UploadedCatalogForm,
  actor: string,
  context: AppLoadContext,
): Promise<CatalogImportAnswer> {
  const db = context.services.database.db;
  if (form.get("intent") !== "apply") return checkCatalogUpload(db, upload);
  const checked = form.get(CHECKED_HASH_FIELD);
  const answer = await applyCatalogUpload(db, upload, {
    checkedSha256: typeof checked === "string" ? checked : null,
    actor,
    now: new Date(),
  });
  // The storefront shows the new catalogue at once, not at the next poll.
  if (answer.ok && answer.changed) await context.services.catalog.refreshIfStale();
  return answer;
}

export function meta() {
  return [{ title: pageTitle("Catalogue import") }, { name: "robots", content: "noindex" }];
}

export default function StaffCatalogImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, imports } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const checked = actionData?.ok && !actionData.applied ? actionData : null;
  return (
    <>
      <StaffHeader staffName={staffName} />
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="font-display text-3xl">Catalogue import</h1>
        <p className="mt-2 max-w-3xl">
          Upload the store's whole catalogue as a JSON file in the catalogue file format. Check it first: the
          dry run shows what the file holds and what it would change, and writes nothing. An import is the
          whole catalogue: products missing from the file are hidden from the storefront.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-xl gap-3">
          <label htmlFor="catalog-file" className="font-semibold">
            Catalogue file (JSON, up to {CATALOG_UPLOAD_MAX_TEXT})
          </label>
          <input
            id="catalog-file"
            name={CATALOG_FILE_FIELD}
            type="file"
            accept=".json,application/json"
            className="rounded border border-stone-400 p-2"
          />
          {checked && <input type="hidden" name={CHECKED_HASH_FIELD} value={checked.sha256} />}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="check"
              disabled={busy}
              className="rounded-md border-2 border-brand px-4 py-2 font-semibold text-brand"
            >
              Check file (dry run)
            </button>
            {checked && (
              <button
                type="submit"
                name="intent"
                value="apply"
                disabled={busy}
                className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
              >
                Apply this catalogue
              </button>
            )}
          </div>
          <p role="status" className="min-h-6 text-stone-700">
            {navigation.state === "submitting" &&
              (navigation.formData?.get("intent") === "apply"
                ? "Applying the catalogue…"
                : "Checking the file…")}
          </p>
        </Form>
        {actionData && !actionData.ok && <CatalogImportRefusalView refusal={actionData} />}
        {actionData?.ok && <CatalogImportReportView report={actionData} />}

        <h2 className="font-display mt-10 text-2xl">Recent imports</h2>
        {imports.length === 0 ? (
          <p className="mt-2">No catalogue has been applied from the console yet.</p>
        ) : (
          <table className="mt-2 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Catalogue imports applied from the console, newest first</caption>
            <thead>
              <tr className="border-b border-stone-300">
                {["When", "Who", "What changed"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {imports.map((entry, index) => (
                <tr key={index} className="border-b border-stone-200 align-top" data-import>
                  <td className="py-2 pr-4 whitespace-nowrap">{entry.at}</td>
                  <td className="py-2 pr-4">{entry.who}</td>
                  <td className="py-2">{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
