import type { CatalogChanges } from "../data/catalog-changes";
import { badRowCells, type BadRow } from "./catalog-bad-rows";
import { quirkExampleLine, useCatalogImportT } from "./catalog-import-messages";
import type { CatalogImportRefusal, CatalogImportReport } from "./catalog-upload";
import { TableHead } from "~/components/table-head";

type T = ReturnType<typeof useCatalogImportT>;

/** The console's report on a checked or applied catalogue file. */
export function CatalogImportReportView({ report }: { report: CatalogImportReport }) {
  const t = useCatalogImportT();
  const { changes } = report;
  return (
    <section
      aria-labelledby="import-report-heading"
      className="mt-8"
      data-report={report.applied ? "applied" : "dry-run"}
    >
      <h2 id="import-report-heading" className="font-display text-2xl">
        {t(report.applied ? "report.appliedHeading" : "report.dryRunHeading", { file: report.fileName })}
      </h2>
      <p className="mt-1 text-sm break-all text-stone-600">{t("report.sha256", { sha256: report.sha256 })}</p>
      {report.badRows.length > 0 && (
        <>
          <div role="alert" className="mt-4 rounded-md border-4 border-red-800 bg-red-50 p-4 text-red-900">
            <p className="text-lg font-bold">
              {t("report.badRowsAlert", { count: report.badRows.length + report.moreBadRows })}
            </p>
          </div>
          <h3 className="font-display mt-6 text-xl">{t("report.badRows")}</h3>
          <BadRowsTable badRows={report.badRows} moreBadRows={report.moreBadRows} />
        </>
      )}
      {report.applied ? (
        <p role="status" className="mt-4 text-lg font-semibold text-green-900">
          {report.changed
            ? t("report.applied", { summary: changeSummary(t, changes) })
            : t("report.noChanges")}
        </p>
      ) : (
        <p className="mt-4">
          {t("report.nothingWritten")} {t(report.changed ? "report.wouldChange" : "report.noChanges")}
        </p>
      )}
      {!report.applied && changes.productsRetired + changes.sizesRetired > 0 && (
        <div role="alert" className="mt-4 rounded-md border-4 border-red-800 bg-red-50 p-4 text-red-900">
          <p className="text-lg font-bold">
            {t("report.retireWarning", { products: changes.productsRetired, sizes: changes.sizesRetired })}
          </p>
          <p className="mt-1">{t("report.retireExplained")}</p>
        </div>
      )}

      <ImportChanges report={report} />
      <FileTotals totals={report.totals} />
      <HomeShelves shelves={report.shelves} featuredFrom={report.featuredFrom} />
      <ImportRepairs quirks={report.quirks} />
    </section>
  );
}

/** What applying the file changes (or changed): products and sizes added, updated, retired. */
function ImportChanges({ report }: { report: CatalogImportReport }) {
  const t = useCatalogImportT();
  const { changes } = report;
  return (
    <>
      <h3 className="font-display mt-6 text-xl">
        {t(report.applied ? "report.whatChanged" : "report.whatWouldChange")}
      </h3>
      <table className="mt-2 border-collapse text-left">
        <caption className="sr-only">
          {t(report.applied ? "report.changesMade" : "report.changesWouldMake")}
        </caption>
        <TableHead
          columns={[
            { heading: <span className="sr-only">{t("report.part")}</span>, className: "py-1 pr-6" },
            t("report.added"),
            t("report.updated"),
            t("report.retired"),
          ]}
          cellClassName="py-1 pr-6"
        />
        <tbody className="tabular-nums">
          <ChangeRow
            name={t("report.products")}
            counts={[changes.productsAdded, changes.productsUpdated, changes.productsRetired]}
          />
          <ChangeRow
            name={t("report.sizes")}
            counts={[changes.sizesAdded, changes.sizesUpdated, changes.sizesRetired]}
          />
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt>{t("report.typesAndSubtypes")}</dt>
        <dd>{t(changes.typesChanged ? "report.changed" : "report.unchanged")}</dd>
        <dt>{t("report.redirectsAdded")}</dt>
        <dd className="tabular-nums">{changes.redirectsAdded}</dd>
      </dl>
    </>
  );
}

/** How many types, subtypes, products and sizes the file holds. */
function FileTotals({ totals }: { totals: CatalogImportReport["totals"] }) {
  const t = useCatalogImportT();
  return (
    <>
      <h3 className="font-display mt-6 text-xl">{t("report.fileHolds")}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 tabular-nums">
        <dt>{t("report.types")}</dt>
        <dd>{totals.types}</dd>
        <dt>{t("report.subtypes")}</dt>
        <dd>{totals.subtypes}</dd>
        <dt>{t("report.products")}</dt>
        <dd>{totals.products}</dd>
        <dt>{t("report.sizes")}</dt>
        <dd>{totals.sizes}</dd>
      </dl>
    </>
  );
}

/** Home's featured sections with this catalogue: chosen products first, the rest filled by the store. */
function HomeShelves({ shelves, featuredFrom }: Pick<CatalogImportReport, "shelves" | "featuredFrom">) {
  const t = useCatalogImportT();
  return (
    <>
      <h3 className="font-display mt-6 text-xl">{t("report.homeShelves")}</h3>
      <p className="mt-1 text-sm">
        {t(featuredFrom === "file" ? "report.featuredFromFile" : "report.featuredFromConsole")}{" "}
        {t("report.storeFills")}
      </p>
      <div className="mt-2 max-w-full overflow-x-auto">
        <table className="text-left tabular-nums" data-home-shelves="">
          <TableHead
            columns={[t("report.section"), t("report.shows"), t("report.chosen"), t("report.filledByStore")]}
          />
          <tbody>
            {shelves.map((shelf) => (
              <tr key={shelf.type} className="border-t border-stone-200">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {shelf.title}
                </th>
                <td className="pr-4">{shelf.count}</td>
                <td className="pr-4">{shelf.chosen}</td>
                <td>{shelf.filled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Each kind of repair the importer makes, how often, with examples. */
function ImportRepairs({ quirks }: { quirks: CatalogImportReport["quirks"] }) {
  const t = useCatalogImportT();
  return (
    <>
      <h3 className="font-display mt-6 text-xl">{t("report.repairs")}</h3>
      {quirks.length === 0 ? (
        <p className="mt-2">{t("report.noRepairs")}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("report.repairsCaption")}</caption>
          <TableHead
            columns={[
              t("report.count"),
              t("report.repair"),
              { heading: t("report.examples"), className: "py-1" },
            ]}
          />
          <tbody>
            {quirks.map((quirk) => (
              <tr key={quirk.code} data-quirk={quirk.code} className="border-b border-stone-200 align-top">
                <td className="py-1 pr-4 font-semibold tabular-nums">{quirk.count}</td>
                <td className="py-1 pr-4">{t(`quirk.${quirk.code}`)}</td>
                <td className="py-1 break-all">
                  <ul>
                    {quirk.examples.map((example, index) => (
                      <li key={index}>{quirkExampleLine(t, quirk.code, example)}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function ChangeRow({ name, counts }: { name: string; counts: number[] }) {
  return (
    <tr className="border-b border-stone-200">
      <th scope="row" className="py-1 pr-6 font-semibold">
        {name}
      </th>
      {counts.map((count, index) => (
        <td key={index} className="py-1 pr-6">
          {count}
        </td>
      ))}
    </tr>
  );
}

/** The rows of a file that cannot be read: where each is and what is wrong with it (issue #31). */
function BadRowsTable({ badRows, moreBadRows }: { badRows: BadRow[]; moreBadRows: number }) {
  const t = useCatalogImportT();
  return (
    <>
      <div className="mt-2 max-w-full overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" data-bad-rows="">
          <caption className="sr-only">{t("report.badRowsCaption")}</caption>
          <TableHead
            columns={[t("report.line"), t("report.product"), t("report.size"), t("report.whatIsWrong")]}
          />
          <tbody>
            {badRows.map((row, index) => {
              const cells = badRowCells(t, row);
              return (
                <tr key={index} className="border-b border-stone-200 align-top">
                  <td className="py-1 pr-4 tabular-nums">{row.line}</td>
                  <th scope="row" className="py-1 pr-4 font-semibold">
                    {cells.product}
                  </th>
                  <td className="py-1 pr-4">{cells.size}</td>
                  <td className="py-1 break-words">{cells.problem}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {moreBadRows > 0 && <p className="mt-1 text-sm">{t("report.moreBadRows", { count: moreBadRows })}</p>}
    </>
  );
}

/** Why a file was refused, with the first problems found in it. */
export function CatalogImportRefusalView({ refusal }: { refusal: CatalogImportRefusal }) {
  const t = useCatalogImportT();
  const { error, problems, moreProblems, badRows, moreBadRows } = refusal;
  return (
    <div role="alert" className="mt-6 rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t(error.key, error.values)}</p>
      {problems.length > 0 && (
        <>
          <p className="mt-2">
            {moreProblems
              ? t("refusal.firstProblems", { shown: problems.length, total: problems.length + moreProblems })
              : t("refusal.whatIsWrong")}
          </p>
          <ul className="mt-1 list-disc pl-6 text-sm break-all">
            {problems.map((problem, index) => (
              <li key={index}>{t(problem.key, problem.values)}</li>
            ))}
          </ul>
        </>
      )}
      {badRows.length > 0 && <BadRowsTable badRows={badRows} moreBadRows={moreBadRows} />}
    </div>
  );
}

/** "products: 3 added, 1 updated, 0 retired; sizes: …": what an import changed, in the console's language. */
function changeSummary(t: T, changes: CatalogChanges): string {
  return t("report.summary", {
    productsAdded: changes.productsAdded,
    productsUpdated: changes.productsUpdated,
    productsRetired: changes.productsRetired,
    sizesAdded: changes.sizesAdded,
    sizesUpdated: changes.sizesUpdated,
    sizesRetired: changes.sizesRetired,
    types: t(changes.typesChanged ? "report.summaryTypesChanged" : "report.summaryTypesUnchanged"),
    redirectsAdded: changes.redirectsAdded,
  });
}
