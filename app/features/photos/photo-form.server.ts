import type { Database } from "~/utils/db.server";
import { FORM_ALLOWANCE_BYTES, readMultipartForm, uploadedFile } from "~/utils/multipart-form.server";
import { checkPhoto } from "./photo-check.server";
import {
  PHOTO_FIELD,
  REMOVE_INTENT,
  SHOWN_VERSION_FIELD,
  SLOT_FIELD,
  UPLOAD_INTENT,
  type PhotoAnswer,
} from "./photo-form";
import { PHOTO_MAX_BYTES, type PhotoProblem } from "./photo-rules";
import { photoProblemText } from "./photo-problem-messages";
import type { ProductPhotoText } from "./product-photo-messages";
import { productForPhotos, removePhoto, savePhotos, type PhotoAuthor } from "./product-photos.server";

export type PhotoFormResult = { status: number; answer: PhotoAnswer } | { status: 404 };

const PROBLEM_STATUS: Record<PhotoProblem, number> = {
  empty: 422,
  too_large: 413,
  not_a_photo: 415,
  damaged: 422,
  too_many_pixels: 422,
};

const answer = (status: number, photoSlot: string | null, ok: boolean, ...message: ProductPhotoText[]) => ({
  status,
  answer: { photoSlot, ok, message },
});

/**
 * A photo form of the staff product page: upload a photo for the product or one of its sizes, or
 * remove one. Anything refused changes nothing and says why; 404 when the product or size is not live.
 */
export async function handlePhotoForm(
  db: Database,
  request: Request,
  route: string,
  author: PhotoAuthor,
): Promise<PhotoFormResult> {
  const form = await readMultipartForm(request, PHOTO_MAX_BYTES + FORM_ALLOWANCE_BYTES);
  if (form === "too_large") return answer(413, null, false, photoProblemText("too_large"));
  if (form === "unreadable") return answer(400, null, false, { key: "answer.unreadable" });
  const slot = form.get(SLOT_FIELD);
  const product = await productForPhotos(db, route);
  if (typeof slot !== "string" || !product || (slot !== "" && !product.sizeIds.includes(slot)))
    return { status: 404 };
  const place = { productId: product.id, sizeId: slot === "" ? null : slot };
  const intent = form.get("intent");
  if (intent === REMOVE_INTENT) {
    const shown = form.get(SHOWN_VERSION_FIELD);
    const removed = await removePhoto(db, place, typeof shown === "string" ? shown : "", author);
    if (removed === "changed") return answer(409, slot, false, { key: "answer.removeConflict" });
    return answer(200, slot, true, {
      key: removed === "removed" ? "answer.removed" : "answer.nothingToRemove",
    });
  }
  if (intent !== UPLOAD_INTENT) return answer(400, slot, false, { key: "answer.unknownAction" });
  const file = uploadedFile(form, PHOTO_FIELD);
  if (!file) return answer(400, slot, false, { key: "answer.noFile" });
  const checked = await checkPhoto(new Uint8Array(await file.arrayBuffer()));
  if (!checked.ok)
    return answer(
      PROBLEM_STATUS[checked.problem],
      slot,
      false,
      { key: "answer.notSaved" },
      photoProblemText(checked.problem),
    );
  await savePhotos(db, [{ ...place, photo: checked.photo }], author);
  return answer(200, slot, true, { key: "answer.saved" });
}
