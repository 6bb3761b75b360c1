import type { Database } from "~/utils/db.server";
import { FORM_ALLOWANCE_BYTES, readMultipartForm, uploadedFile } from "~/utils/multipart-form.server";
import { bufferSource, ZipError } from "~/utils/zip-archive.server";
import { importPhotos, zipPhotoFiles, zipProblemText } from "./photo-import.server";
import type { PhotoImportText } from "./photo-import-messages";
import type { PhotoImportAnswer } from "./photo-import-report";
import { PHOTO_ZIP_FIELD, PHOTO_ZIP_LIMITS, PHOTO_ZIP_MAX_BYTES, PHOTO_ZIP_MAX_TEXT } from "./photo-rules";
import type { PhotoAuthor } from "./product-photos.server";

const refused = (status: number, ...error: PhotoImportText[]) => ({
  status,
  answer: { ok: false as const, error },
});

/** The console's zip of photos: read (at most the limit ever buffered), imported, reported. */
export async function importPhotoZipUpload(
  db: Database,
  request: Request,
  author: PhotoAuthor,
): Promise<{ status: number; answer: PhotoImportAnswer }> {
  const form = await readMultipartForm(request, PHOTO_ZIP_MAX_BYTES + FORM_ALLOWANCE_BYTES);
  if (form === "too_large")
    return refused(413, { key: "refusal.tooLarge", values: { max: PHOTO_ZIP_MAX_TEXT } });
  if (form === "unreadable") return refused(400, { key: "refusal.unreadable" });
  const file = uploadedFile(form, PHOTO_ZIP_FIELD);
  if (!file) return refused(400, { key: "refusal.noFile" });
  try {
    const files = await zipPhotoFiles(
      bufferSource(new Uint8Array(await file.arrayBuffer())),
      PHOTO_ZIP_LIMITS,
    );
    return { status: 200, answer: { ok: true, report: await importPhotos(db, files, author) } };
  } catch (error) {
    if (error instanceof ZipError)
      return refused(422, zipProblemText(error), { key: "refusal.nothingImported" });
    throw error;
  }
}
