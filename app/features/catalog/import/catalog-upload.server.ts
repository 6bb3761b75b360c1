import { FORM_ALLOWANCE_BYTES, readMultipartForm, uploadedFile } from "~/utils/multipart-form.server";
import { refusal, type CatalogFileUpload } from "./catalog-import.server";
import {
  CATALOG_FILE_FIELD,
  CATALOG_UPLOAD_MAX_BYTES,
  CATALOG_UPLOAD_MAX_TEXT,
  type CatalogImportRefusal,
} from "./catalog-upload";

const BODY_MAX_BYTES = CATALOG_UPLOAD_MAX_BYTES + FORM_ALLOWANCE_BYTES;

export interface UploadedCatalogForm {
  ok: true;
  upload: CatalogFileUpload;
  form: FormData;
}

/** Reads the console's multipart form with its catalogue file, at most the limit ever buffered. */
export async function readCatalogUploadForm(
  request: Request,
): Promise<UploadedCatalogForm | CatalogImportRefusal> {
  const form = await readMultipartForm(request, BODY_MAX_BYTES);
  if (form === "too_large") return tooLarge();
  if (form === "unreadable") return refusal(400, { key: "refusal.unreadableUpload" });
  const file = uploadedFile(form, CATALOG_FILE_FIELD);
  if (!file) return refusal(400, { key: "refusal.noFile" });
  if (file.size > CATALOG_UPLOAD_MAX_BYTES) return tooLarge();
  return {
    ok: true,
    form,
    upload: { name: file.name.slice(0, 200) || "The file", bytes: new Uint8Array(await file.arrayBuffer()) },
  };
}

function tooLarge(): CatalogImportRefusal {
  return refusal(413, { key: "refusal.tooLarge", values: { max: CATALOG_UPLOAD_MAX_TEXT } });
}
