/** What a product photo may be, for the console's forms and the server's checks alike. Client-safe. */

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A phone's full-size JPEG fits; anything larger is not a product photo. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_TEXT = "8 MB";

/**
 * A 48-megapixel phone photo fits. A small file can claim a huge picture (a "decompression bomb"):
 * sharp refuses to decode past this many pixels, so one upload cannot take the server's memory.
 */
export const PHOTO_MAX_MEGAPIXELS = 50;
export const PHOTO_MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;

/** What the file picker offers; the server decides by the bytes, never by this or the name. */
export const PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

/** A zip of photos sent from the console; larger sets go through `npm run images:import`. */
export const PHOTO_ZIP_FIELD = "photos";
export const PHOTO_ZIP_MAX_BYTES = 48 * 1024 * 1024;
export const PHOTO_ZIP_MAX_TEXT = "48 MB";
/**
 * What a zip of photos may unpack to: photos hardly compress, so four times the upload is room to
 * spare, and a zip of zeros claiming gigabytes (a zip bomb) is refused before anything is inflated.
 */
export const PHOTO_ZIP_LIMITS = {
  maxFiles: 2_000,
  maxUnpackedBytes: 4 * PHOTO_ZIP_MAX_BYTES,
  maxUnpackedText: "192 MB",
} as const;

export type PhotoProblem = "empty" | "too_large" | "not_a_photo" | "damaged" | "too_many_pixels";
