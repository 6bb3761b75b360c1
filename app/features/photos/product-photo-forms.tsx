import { Form, useNavigation } from "react-router";
import { sizeName } from "~/features/catalog";
import { productImageUrl } from "~/features/images";
import { useT } from "~/i18n/messages";
import {
  PHOTO_FIELD,
  REMOVE_INTENT,
  SHOWN_VERSION_FIELD,
  SLOT_FIELD,
  UPLOAD_INTENT,
  type PhotoAnswer,
  type PhotoPanel,
  type PhotoSlot,
  type PhotoView,
} from "./photo-form";
import { PHOTO_ACCEPT, PHOTO_MAX_PIXELS_TEXT, PHOTO_MAX_TEXT } from "./photo-rules";

/** The staff product page's photos: one for the whole product, and optionally one per size. */
export function ProductPhotoForms({ panel, answer }: { panel: PhotoPanel; answer: PhotoAnswer | undefined }) {
  return (
    <section aria-labelledby="photos-heading" className="mt-10">
      <h2 id="photos-heading" className="font-display text-xl">
        Photos
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-700">
        JPEG, PNG or WebP, up to {PHOTO_MAX_TEXT} and {PHOTO_MAX_PIXELS_TEXT}. A size's own photo wins over
        the product's; without either, the store shows a drawn bottle.
      </p>
      {answer?.photoSlot === null && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {answer.message}
        </p>
      )}
      <div className="mt-4 grid gap-4">
        {panel.slots.map((slot) => (
          // Keyed by the stored photo, so a save or removal empties the file field.
          <PhotoSlotForms
            key={`${slot.sizeId} ${slot.photo?.version ?? ""}`}
            slot={slot}
            answer={answer?.photoSlot === slot.sizeId ? answer : null}
          />
        ))}
      </div>
      <h3 className="mt-6 font-semibold">Photo changes</h3>
      {panel.changes.length === 0 ? (
        <p className="mt-1 text-sm">No photo changes yet.</p>
      ) : (
        <ol className="mt-1 grid gap-1 text-sm break-words" aria-label="Photo changes">
          {panel.changes.map((change, index) => (
            <li key={index}>
              {change.at} · {change.who}: {change.what}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PhotoSlotForms({ slot, answer }: { slot: PhotoSlot; answer: PhotoAnswer | null }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const title = slot.sizeId === "" ? "the whole product" : sizeName(slot.label, t);
  const fileId = `photo-file-${slot.sizeId || "product"}`;
  return (
    <div className="grid min-w-0 gap-3 rounded-md border border-stone-300 p-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {slot.shown ? (
        <img
          src={productImageUrl(slot.shown.imagePath, 480, slot.shown.imageVersion)}
          alt={`${title} as the store shows it now`}
          width={128}
          height={128}
          className="h-32 w-32 rounded border border-stone-200 bg-white object-contain"
        />
      ) : (
        <p className="text-sm text-stone-600 sm:w-32">
          {slot.photo ? "Every size shows a photo of its own." : "No photo yet."}
        </p>
      )}
      <div className="min-w-0">
        <h3 className="font-semibold">Photo of {title}</h3>
        <p className="mt-1 text-sm break-words">{photoLine(slot)}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-2 flex flex-wrap items-end gap-2"
          aria-label={`Upload a photo of ${title}`}
        >
          <input type="hidden" name={SLOT_FIELD} value={slot.sizeId} />
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <label htmlFor={fileId} className="text-sm font-semibold">
              Photo file for {title}
            </label>
            <input
              id={fileId}
              name={PHOTO_FIELD}
              type="file"
              accept={PHOTO_ACCEPT}
              className="w-full max-w-full rounded border border-stone-400 p-2 text-sm"
            />
          </div>
          <button
            type="submit"
            name="intent"
            value={UPLOAD_INTENT}
            disabled={busy}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            Upload
          </button>
        </Form>
        {slot.photo && <RemovePhotoForm sizeId={slot.sizeId} photo={slot.photo} title={title} busy={busy} />}
        {answer && (
          <p
            role={answer.ok ? "status" : "alert"}
            className={`mt-2 font-semibold break-words ${answer.ok ? "text-green-800" : "text-red-800"}`}
          >
            {answer.message}
          </p>
        )}
      </div>
    </div>
  );
}

function RemovePhotoForm({
  sizeId,
  photo,
  title,
  busy,
}: {
  sizeId: string;
  photo: PhotoView;
  title: string;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-2"
      aria-label={`Remove the photo of ${title}`}
    >
      <input type="hidden" name={SLOT_FIELD} value={sizeId} />
      <input type="hidden" name={SHOWN_VERSION_FIELD} value={photo.version} />
      <button
        type="submit"
        name="intent"
        value={REMOVE_INTENT}
        disabled={busy}
        className="rounded-md border-2 border-red-800 px-3 py-1 text-sm font-semibold text-red-800 disabled:opacity-60"
      >
        Remove this photo
      </button>
    </Form>
  );
}

const TYPE_NAMES: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };

function photoLine(slot: PhotoSlot): string {
  const { photo } = slot;
  if (photo) {
    const kilobytes = Math.max(1, Math.round(photo.byteSize / 1024)).toLocaleString("en-US");
    return `${TYPE_NAMES[photo.contentType] ?? photo.contentType}, ${kilobytes} KB, ${photo.width} × ${photo.height} pixels; uploaded by ${photo.who}, ${photo.at}.`;
  }
  if (slot.sizeId === "") return "No photo of the whole product.";
  return slot.shown?.source === "product"
    ? "No photo of its own: the store shows the product's photo."
    : "No photo: the store shows a drawn bottle.";
}
