// What the photos feature offers the rest of the store; everything else in this folder is its own.
export { type PhotoAnswer } from "./photo-form";
export { photoImportMessages } from "./photo-import-messages";
export { PhotoImportPage } from "./photo-import-page";
export { ProductPhotoForms } from "./product-photo-forms";
