import { createHash } from "node:crypto";
import sharp from "sharp";
import { photoVersionOf } from "~/features/images";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, type PhotoProblem, type PhotoType } from "./photo-rules";

/** A photo that passed every check: safe to store and to make variants from. */
export interface CheckedPhoto {
  bytes: Buffer;
  contentType: PhotoType;
  byteSize: number;
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The first 16 hex digits of sha256: what image URLs and cache files carry. */
  version: string;
}

export type PhotoCheck = { ok: true; photo: CheckedPhoto } | { ok: false; problem: PhotoProblem };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The type the bytes themselves say; a file's name or the browser's type is never trusted. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, ...ascii("PNG\r\n\x1a\n")])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

const SHARP_FORMATS: Record<PhotoType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

const refuse = (problem: PhotoProblem): PhotoCheck => ({ ok: false, problem });

/**
 * Checks an upload: not empty, within the size limit, a JPEG, PNG or WebP by its bytes, within the
 * pixel limit, and decodable to the last pixel (a truncated or corrupt file is refused here rather
 * than shown broken later). Works on a copy: the caller's bytes are never changed.
 */
export async function checkPhoto(input: Uint8Array): Promise<PhotoCheck> {
  if (input.byteLength === 0) return refuse("empty");
  if (input.byteLength > PHOTO_MAX_BYTES) return refuse("too_large");
  const contentType = sniffPhotoType(input);
  if (!contentType) return refuse("not_a_photo");
  const bytes = Buffer.from(input);
  const size = await headerSize(bytes, contentType);
  if (!size) return refuse("damaged");
  if (size.width * size.height > PHOTO_MAX_PIXELS) return refuse("too_many_pixels");
  try {
    // Decodes every pixel ("error": a cut-short file fails); sharp also enforces the pixel limit.
    await sharp(bytes, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS }).stats();
  } catch {
    return refuse("damaged");
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return {
    ok: true,
    photo: {
      bytes,
      contentType,
      byteSize: bytes.byteLength,
      ...size,
      sha256,
      version: photoVersionOf(sha256),
    },
  };
}

/** Width and height from the header alone (cheap even for a bomb), or null when it is not the type sniffed. */
async function headerSize(
  bytes: Buffer,
  contentType: PhotoType,
): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== SHARP_FORMATS[contentType] || !metadata.width || !metadata.height) return null;
    return { width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
}
