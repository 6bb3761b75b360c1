import { Form, useNavigation } from "react-router";
import { useCatalogImportT } from "./catalog-import-messages";
import { CatalogImportRefusalView, CatalogImportReportView } from "./catalog-import-report";
import {
  CATALOG_FILE_FIELD,
  CATALOG_UPLOAD_MAX_TEXT,
  CHECKED_HASH_FIELD,
  type CatalogImportAnswer,
  type CatalogImportReport,
} from "./catalog-upload";
import { TableHead } from "~/components/table-head";

/** A catalogue import applied from the console, as the list of recent imports shows it. */
export interface CatalogImportLine {
  at: string;
  who: string;
  summary: string;
}

export interface CatalogImportPageProps {
  imports: CatalogImportLine[];
  /** The last dry run's or import's answer. */
  answer: CatalogImportAnswer | undefined;
}

/** The console's catalogue upload: a dry run first, then the import, and the imports so far. */
export function CatalogImportPage({ imports, answer }: CatalogImportPageProps) {
  const t = useCatalogImportT();
  // A file with rows that cannot be read is checked, never applied (docs/decisions/0054).
  const checked = answer?.ok && !answer.applied && answer.badRows.length === 0 ? answer : null;
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="font-display text-3xl">{t("import.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("import.intro")}</p>
        <CatalogUploadForm checked={checked} />
        {answer && !answer.ok && <CatalogImportRefusalView refusal={answer} />}
        {answer?.ok && <CatalogImportReportView report={answer} />}

        <h2 className="font-display mt-10 text-2xl">{t("import.recent")}</h2>
        <RecentCatalogImports imports={imports} />
      </section>
    </>
  );
}

/** The file to check, and once checked, the button that applies that very file. */
export function CatalogUploadForm({ checked }: { checked: CatalogImportReport | null }) {
  const t = useCatalogImportT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-xl gap-3">
      <label htmlFor="catalog-file" className="font-semibold">
        {t("import.fileLabel", { max: CATALOG_UPLOAD_MAX_TEXT })}
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
          {t("import.check")}
        </button>
        {checked && (
          <button
            type="submit"
            name="intent"
            value="apply"
            disabled={busy}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
          >
            {t("import.apply")}
          </button>
        )}
      </div>
      <p role="status" className="min-h-6 text-stone-700">
        {navigation.state === "submitting" &&
          t(navigation.formData?.get("intent") === "apply" ? "import.applying" : "import.checking")}
      </p>
    </Form>
  );
}

/** The catalogue imports applied from the console, newest first. */
export function RecentCatalogImports({ imports }: { imports: CatalogImportLine[] }) {
  const t = useCatalogImportT();
  if (imports.length === 0) return <p className="mt-2">{t("import.noImports")}</p>;
  return (
    <table className="mt-2 w-full border-collapse text-left text-sm">
      <caption className="sr-only">{t("import.importsCaption")}</caption>
      <TableHead
        columns={[t("import.when"), t("import.who"), t("import.whatChanged")]}
        cellClassName="py-2 pr-4"
      />
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
  );
}
