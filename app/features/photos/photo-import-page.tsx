import { Form, Link, useNavigation } from "react-router";
import { usePhotoImportT } from "./photo-import-messages";
import { sentences } from "./photo-problem-messages";
import {
  describePhotoImport,
  matchedLine,
  type PhotoImportAnswer,
  type PhotoImportReport,
} from "./photo-import-report";
import { PHOTO_MAX_TEXT, PHOTO_ZIP_FIELD, PHOTO_ZIP_MAX_TEXT } from "./photo-rules";

type DrawnSize = PhotoImportReport["stillDrawn"][number];

export interface PhotoImportPageProps {
  /** Sizes that show a drawn bottle now (the first of them), and how many there are. */
  drawn: { sizes: DrawnSize[]; total: number };
  answer: PhotoImportAnswer | undefined;
}

/** The console's bulk photo import: a zip of photos named after the sizes' images. */
export function PhotoImportPage({ drawn, answer }: PhotoImportPageProps) {
  const t = usePhotoImportT();
  const report = answer?.ok ? answer.report : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("photos.title")}</h1>
      <p className="mt-2">
        {t("photos.namesBefore")} <code className="break-all">buchanans-12-750ml.jpg</code>{" "}
        {t("photos.namesSize")} <code className="break-all">…/buchanans-12-750ml.webp</code>
        {t("photos.namesProduct")}
        <code>buchanans-12.jpg</code>
        {t("photos.namesAfter")}
      </p>
      <p className="mt-2">
        {t("photos.rules", { max: PHOTO_MAX_TEXT })}{" "}
        <Link to="/staff/products" className="underline">
          {t("photos.stockAndPrices")}
        </Link>
        .
      </p>
      <PhotoZipForm />
      {answer && !answer.ok && (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {sentences(t, answer.error)}
        </p>
      )}
      {report && <PhotoImportReportView report={report} />}
      <h2 className="font-display mt-10 text-2xl">{t("photos.stillDrawn", { count: drawn.total })}</h2>
      <DrawnSizes sizes={drawn.sizes} total={drawn.total} />
    </section>
  );
}

function PhotoZipForm() {
  const t = usePhotoImportT();
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 grid max-w-xl gap-3"
      aria-label={t("photos.import")}
    >
      <label htmlFor="photo-zip" className="font-semibold">
        {t("photos.zipLabel", { max: PHOTO_ZIP_MAX_TEXT })}
      </label>
      <input
        id="photo-zip"
        name={PHOTO_ZIP_FIELD}
        type="file"
        accept=".zip,application/zip"
        className="w-full max-w-full rounded border border-stone-400 p-2"
      />
      <div>
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t("photos.import")}
        </button>
      </div>
      <p role="status" className="min-h-6 text-stone-700">
        {navigation.state === "submitting" && t("photos.importing")}
      </p>
    </Form>
  );
}

function PhotoImportReportView({ report }: { report: PhotoImportReport }) {
  const t = usePhotoImportT();
  return (
    <div className="mt-4 grid gap-4 break-words" data-photo-import-report="">
      <p role="status" className="font-semibold">
        {describePhotoImport(t, report)}
      </p>
      <FileList
        title={(count) => t("report.storedList", { count })}
        items={report.matched.map((each) => matchedLine(t, each))}
      />
      <FileList
        title={(count) => t("report.refusedList", { count })}
        items={report.refused.map((each) => `${each.file}: ${sentences(t, [each.reason])}`)}
      />
      <FileList title={(count) => t("report.unmatchedList", { count })} items={report.unmatched} />
    </div>
  );
}

function FileList({ title, items }: { title: (count: number) => string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="font-semibold">{title(items.length)}</h2>
      <ul className="mt-1 grid gap-1 text-sm">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function DrawnSizes({ sizes, total }: { sizes: DrawnSize[]; total: number }) {
  const t = usePhotoImportT();
  if (total === 0) return <p className="mt-2">{t("photos.noneDrawn")}</p>;
  return (
    <>
      <ul className="mt-2 grid gap-1 text-sm break-words">
        {sizes.map((size) => (
          <li key={size.sizeId}>
            <Link to={`/staff/products/${encodeURIComponent(size.productRoute)}`} className="underline">
              {size.productName}
            </Link>{" "}
            · {size.label} ({size.sizeId})
          </li>
        ))}
      </ul>
      {total > sizes.length && (
        <p className="mt-2 text-sm">{t("photos.andMore", { count: total - sizes.length })}</p>
      )}
    </>
  );
}
