/** The console's photo forms: their fields, what the page shows, and what a send answers. Client-safe. */
import type { ProductPhotoText } from "./product-photo-messages";

export const PHOTO_FIELD = "photo";
export const SLOT_FIELD = "sizeId";
export const SHOWN_VERSION_FIELD = "shownVersion";
export const UPLOAD_INTENT = "upload-photo";
export const REMOVE_INTENT = "remove-photo";

/** A stored photo as the console describes it. */
export interface PhotoView {
  version: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  /** Who uploaded it and when, in words. */
  who: string;
  at: string;
}

/** One place a photo can go: the whole product (sizeId "") or one size. */
export interface PhotoSlot {
  sizeId: string;
  /** "" for the whole product. */
  label: string;
  /** The slot's own photo, if it has one. */
  photo: PhotoView | null;
  /** For a size: its picture in the store now (its photo, the product's, or the drawing). */
  shown: { imagePath: string; imageVersion: string | undefined; source: "size" | "product" | "drawn" } | null;
}

export interface PhotoPanel {
  slots: PhotoSlot[];
  /** `size` is the size's label, null for the whole product; `summary` is the audit's, as stored. */
  changes: Array<{ at: string; who: string; size: string | null; summary: string }>;
}

/** What one photo form's send answers, shown at that form. */
export interface PhotoAnswer {
  /** The slot it was for ("" for the product); null when the form could not be read at all. */
  photoSlot: string | null;
  ok: boolean;
  /** What happened, in sentences the page writes in the console's language. */
  message: ProductPhotoText[];
}
