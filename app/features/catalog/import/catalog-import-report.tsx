import type { CatalogImportRefusal, CatalogImportReport } from "./catalog-upload";
import { TableHead } from "~/components/table-head";

/** The console's report on a checked or applied catalogue file. */
export function CatalogImportReportView({ report }: { report: CatalogImportReport }) {
  const { changes } = report;
  return (
    <section
      aria-labelledby="import-report-heading"
      className="mt-8"
      data-report={report.applied ? "applied" : "dry-run"}
    >
      <h2 id="import-report-heading" className="font-display text-2xl">
        {report.applied ? "Applied" : "Dry run"}: {report.fileName}
      </h2>
      <p className="mt-1 text-sm break-all text-stone-600">SHA-256 {report.sha256}</p>
      {report.applied ? (
        <p role="status" className="mt-4 text-lg font-semibold text-green-900">
          {report.description}
        </p>
      ) : (
        <p className="mt-4">
          Nothing has been written.{" "}
          {report.changed
            ? "Applying this file would make the changes below."
            : "No changes: the store already has this catalogue."}
        </p>
      )}
      {!report.applied && changes.productsRetired + changes.sizesRetired > 0 && (
        <div role="alert" className="mt-4 rounded-md border-4 border-red-800 bg-red-50 p-4 text-red-900">
          <p className="text-lg font-bold">
            Warning: {changes.productsRetired} products and {changes.sizesRetired} sizes now in the store are
            missing from this file and would be hidden from the storefront.
          </p>
          <p className="mt-1">
            An import is the whole catalogue: whatever the file leaves out stops being shown and sold (it is
            kept for past orders). Apply only if the file is the complete catalogue.
          </p>
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
  const { changes } = report;
  return (
    <>
      <h3 className="font-display mt-6 text-xl">{report.applied ? "What changed" : "What would change"}</h3>
      <table className="mt-2 border-collapse text-left">
        <caption className="sr-only">
          {report.applied ? "Changes made" : "Changes this file would make"}
        </caption>
        <TableHead
          columns={[
            { heading: <span className="sr-only">Catalogue part</span>, className: "py-1 pr-6" },
            "Added",
            "Updated",
            "Retired (hidden)",
          ]}
          cellClassName="py-1 pr-6"
        />
        <tbody className="tabular-nums">
          <ChangeRow
            name="Products"
            counts={[changes.productsAdded, changes.productsUpdated, changes.productsRetired]}
          />
          <ChangeRow name="Sizes" counts={[changes.sizesAdded, changes.sizesUpdated, changes.sizesRetired]} />
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt>Types and subtypes</dt>
        <dd>{changes.typesChanged ? "Changed" : "Unchanged"}</dd>
        <dt>Route redirects added</dt>
        <dd className="tabular-nums">{changes.redirectsAdded}</dd>
      </dl>
    </>
  );
}

/** How many types, subtypes, products and sizes the file holds. */
function FileTotals({ totals }: { totals: CatalogImportReport["totals"] }) {
  return (
    <>
      <h3 className="font-display mt-6 text-xl">What the file holds</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 tabular-nums">
        <dt>Types</dt>
        <dd>{totals.types}</dd>
        <dt>Subtypes</dt>
        <dd>{totals.subtypes}</dd>
        <dt>Products</dt>
        <dd>{totals.products}</dd>
        <dt>Sizes</dt>
        <dd>{totals.sizes}</dd>
      </dl>
    </>
  );
}

/** Home's featured sections with this catalogue: chosen products first, the rest filled by the store. */
function HomeShelves({ shelves, featuredFrom }: Pick<CatalogImportReport, "shelves" | "featuredFrom">) {
  return (
    <>
      <h3 className="font-display mt-6 text-xl">Home shelves</h3>
      <p className="mt-1 text-sm">
        {featuredFrom === "file"
          ? "This file chooses the featured products itself (its “featured” keys)."
          : "This file chooses no featured products: the console's choices stay (Home shelves)."}{" "}
        The store fills the rest of each shelf with products in stock.
      </p>
      <div className="mt-2 max-w-full overflow-x-auto">
        <table className="text-left tabular-nums" data-home-shelves="">
          <TableHead columns={["Section", "Shows", "Chosen", "Filled by the store"]} />
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
  return (
    <>
      <h3 className="font-display mt-6 text-xl">Repairs the importer makes</h3>
      {quirks.length === 0 ? (
        <p className="mt-2">None: the file needed no repairs.</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Quirks found in the file and how each is repaired</caption>
          <TableHead columns={["Count", "Repair", { heading: "Examples", className: "py-1" }]} />
          <tbody>
            {quirks.map((quirk) => (
              <tr key={quirk.code} data-quirk={quirk.code} className="border-b border-stone-200 align-top">
                <td className="py-1 pr-4 font-semibold tabular-nums">{quirk.count}</td>
                <td className="py-1 pr-4">{quirk.description}</td>
                <td className="py-1 break-all">
                  <ul>
                    {quirk.examples.map((example, index) => (
                      <li key={index}>{example}</li>
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

/** Why a file was refused, with the first problems found in it. */
export function CatalogImportRefusalView({ refusal }: { refusal: CatalogImportRefusal }) {
  const { problems, moreProblems } = refusal;
  return (
    <div role="alert" className="mt-6 rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{refusal.error}</p>
      {problems.length > 0 && (
        <>
          <p className="mt-2">
            {moreProblems
              ? `The first ${problems.length} of ${problems.length + moreProblems} problems:`
              : "What is wrong:"}
          </p>
          <ul className="mt-1 list-disc pl-6 text-sm break-all">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
