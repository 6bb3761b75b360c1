// What the photos feature offers the rest of the store on the server.
export { handlePhotoForm } from "./photo-form.server";
export { drawnSizes } from "./photo-import.server";
export { photoPanel } from "./photo-panel.server";
export { importPhotoZipUpload } from "./photo-zip-upload.server";
export { photoBytes } from "./product-photos.server";
