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
import { sentences } from "./photo-problem-messages";
import { PHOTO_ACCEPT, PHOTO_MAX_MEGAPIXELS, PHOTO_MAX_TEXT } from "./photo-rules";
import { useProductPhotoT } from "./product-photo-messages";

type T = ReturnType<typeof useProductPhotoT>;

/** The staff product page's photos: one for the whole product, and optionally one per size. */
export function ProductPhotoForms({ panel, answer }: { panel: PhotoPanel; answer: PhotoAnswer | undefined }) {
  const t = useProductPhotoT();
  return (
    <section aria-labelledby="photos-heading" className="mt-10">
      <h2 id="photos-heading" className="font-display text-xl">
        {t("photos.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-700">
        {t("photos.rules", { max: PHOTO_MAX_TEXT, megapixels: PHOTO_MAX_MEGAPIXELS })}
      </p>
      {answer?.photoSlot === null && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {sentences(t, answer.message)}
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
      <h3 className="mt-6 font-semibold">{t("photos.changes")}</h3>
      {panel.changes.length === 0 ? (
        <p className="mt-1 text-sm">{t("photos.noChanges")}</p>
      ) : (
        <ol className="mt-1 grid gap-1 text-sm break-words" aria-label={t("photos.changes")}>
          {panel.changes.map(({ size, ...change }, index) => (
            <li key={index}>
              {size === null
                ? t("photos.productChange", change)
                : t("photos.sizeChange", { ...change, size })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PhotoSlotForms({ slot, answer }: { slot: PhotoSlot; answer: PhotoAnswer | null }) {
  const t = useProductPhotoT();
  const shared = useT();
  const busy = useNavigation().state !== "idle";
  const title = slot.sizeId === "" ? t("photos.wholeProduct") : sizeName(slot.label, shared);
  const fileId = `photo-file-${slot.sizeId || "product"}`;
  return (
    <div className="grid min-w-0 gap-3 rounded-md border border-stone-300 p-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {slot.shown ? (
        <img
          src={productImageUrl(slot.shown.imagePath, 480, slot.shown.imageVersion)}
          alt={t("photos.shownNow", { title })}
          width={128}
          height={128}
          className="h-32 w-32 rounded border border-stone-200 bg-white object-contain"
        />
      ) : (
        <p className="text-sm text-stone-600 sm:w-32">
          {t(slot.photo ? "photos.everySizeOwn" : "photos.noPhotoYet")}
        </p>
      )}
      <div className="min-w-0">
        <h3 className="font-semibold">{t("photos.photoOf", { title })}</h3>
        <p className="mt-1 text-sm break-words">{photoLine(t, slot)}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-2 flex flex-wrap items-end gap-2"
          aria-label={t("photos.uploadForm", { title })}
        >
          <input type="hidden" name={SLOT_FIELD} value={slot.sizeId} />
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <label htmlFor={fileId} className="text-sm font-semibold">
              {t("photos.fileFor", { title })}
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
            {t("photos.upload")}
          </button>
        </Form>
        {slot.photo && <RemovePhotoForm sizeId={slot.sizeId} photo={slot.photo} title={title} busy={busy} />}
        {answer && (
          <p
            role={answer.ok ? "status" : "alert"}
            className={`mt-2 font-semibold break-words ${answer.ok ? "text-green-800" : "text-red-800"}`}
          >
            {sentences(t, answer.message)}
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
  const t = useProductPhotoT();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-2"
      aria-label={t("photos.removeForm", { title })}
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
        {t("photos.remove")}
      </button>
    </Form>
  );
}

const TYPE_NAMES: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };

function photoLine(t: T, slot: PhotoSlot): string {
  const { photo } = slot;
  if (photo)
    return t("photos.stored", {
      type: TYPE_NAMES[photo.contentType] ?? photo.contentType,
      kilobytes: Math.max(1, Math.round(photo.byteSize / 1024)),
      // Pixels as a photo editor shows them: 1200 × 1200, not 1,200.
      width: String(photo.width),
      height: String(photo.height),
      who: photo.who,
      at: photo.at,
    });
  if (slot.sizeId === "") return t("photos.noProductPhoto");
  return t(slot.shown?.source === "product" ? "photos.showsProducts" : "photos.showsDrawn");
}
