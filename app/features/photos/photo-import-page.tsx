import { Form, Link, useNavigation } from "react-router";
import { describePhotoImport, type PhotoImportAnswer, type PhotoImportReport } from "./photo-import-report";
import { PHOTO_MAX_TEXT, PHOTO_ZIP_FIELD, PHOTO_ZIP_MAX_TEXT } from "./photo-rules";

type DrawnSize = PhotoImportReport["stillDrawn"][number];

export interface PhotoImportPageProps {
  /** Sizes that show a drawn bottle now (the first of them), and how many there are. */
  drawn: { sizes: DrawnSize[]; total: number };
  answer: PhotoImportAnswer | undefined;
}

/** The console's bulk photo import: a zip of photos named after the sizes' images. */
export function PhotoImportPage({ drawn, answer }: PhotoImportPageProps) {
  const report = answer?.ok ? answer.report : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl">Photos</h1>
      <p className="mt-2">
        Name each photo after its size's image in the catalogue:{" "}
        <code className="break-all">buchanans-12-750ml.jpg</code> is the photo of the size whose image is{" "}
        <code className="break-all">…/buchanans-12-750ml.webp</code>. A photo named after a product's route (
        <code>buchanans-12.jpg</code>) is the photo of the whole product. Folders in the zip do not matter,
        unless two sizes' images share a name: then put the photo in the same folders as the image.
      </p>
      <p className="mt-2">
        JPEG, PNG or WebP, each up to {PHOTO_MAX_TEXT}. A photo replaces the one before it; one file that
        cannot be read is reported and the others are still imported. One photo at a time: on each product's
        page under{" "}
        <Link to="/staff/products" className="underline">
          Stock and prices
        </Link>
        .
      </p>
      <PhotoZipForm />
      {answer && !answer.ok && (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {answer.error}
        </p>
      )}
      {report && <PhotoImportReportView report={report} />}
      <h2 className="font-display mt-10 text-2xl">
        Sizes still drawn ({drawn.total.toLocaleString("en-US")})
      </h2>
      <DrawnSizes sizes={drawn.sizes} total={drawn.total} />
    </section>
  );
}

function PhotoZipForm() {
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 grid max-w-xl gap-3"
      aria-label="Import photos"
    >
      <label htmlFor="photo-zip" className="font-semibold">
        Zip of photos (up to {PHOTO_ZIP_MAX_TEXT})
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
          Import photos
        </button>
      </div>
      <p role="status" className="min-h-6 text-stone-700">
        {navigation.state === "submitting" && "Importing the photos…"}
      </p>
    </Form>
  );
}

function PhotoImportReportView({ report }: { report: PhotoImportReport }) {
  return (
    <div className="mt-4 grid gap-4 break-words" data-photo-import-report="">
      <p role="status" className="font-semibold">
        {describePhotoImport(report)}
      </p>
      <FileList title="Stored" items={report.matched.map((each) => `${each.file} → ${each.target}`)} />
      <FileList title="Refused" items={report.refused.map((each) => `${each.file}: ${each.reason}`)} />
      <FileList title="Matched no size" items={report.unmatched} />
    </div>
  );
}

function FileList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="font-semibold">
        {title} ({items.length.toLocaleString("en-US")})
      </h2>
      <ul className="mt-1 grid gap-1 text-sm">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function DrawnSizes({ sizes, total }: { sizes: DrawnSize[]; total: number }) {
  if (total === 0) return <p className="mt-2">Every size has a photo.</p>;
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
        <p className="mt-2 text-sm">and {(total - sizes.length).toLocaleString("en-US")} more.</p>
      )}
    </>
  );
}
