import type { RequestHandler } from "express";
import type { SizeInCatalog } from "~/features/catalog/data/catalog-snapshot.server";
import type { IllustrationSubject } from "~/features/images/bottle-illustration";
import { DRAWN_IMAGE_VERSION, isPhotoVersion } from "~/features/images";
import {
  parseVariantPath,
  type ImageWidth,
  type ProductImageStore,
} from "~/features/images/product-image.server";
import type { StoreServices } from "./services";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A URL without the picture's current version may show another picture tomorrow. */
const BRIEF = "public, max-age=300";

/**
 * GET /images/<image path without .webp>-480w.webp?v=<version> (or -1024w): made on first request,
 * then from this server's disk. Cached for good when `v` names the picture it answers with.
 */
export function productImages(services: StoreServices): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const variant = parseVariantPath(decodedPath(req.path));
    const found = variant && services.catalog.current.sizeByImagePath.get(variant.imagePath);
    if (!variant || !found) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    try {
      const asked = typeof req.query.v === "string" ? req.query.v : null;
      const picture = await pictureFor(services.images, found, variant.width, asked);
      // The cache may sit under a dot-folder (.cache/); the file comes from the catalogue, not the URL.
      res.sendFile(picture.file, {
        dotfiles: "allow",
        headers: { "Cache-Control": picture.forGood ? IMMUTABLE : BRIEF, "Content-Type": "image/webp" },
      });
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The picture a URL asks for. A photo's version names that photo for good, so a page rendered by a
 * server whose catalogue is a moment ahead of this one's still gets what it shows. Anything else
 * gets the size's picture now, cached for good only when `asked` is its version.
 */
async function pictureFor(
  images: ProductImageStore,
  found: SizeInCatalog,
  width: ImageWidth,
  asked: string | null,
): Promise<{ file: string; forGood: boolean }> {
  if (asked && isPhotoVersion(asked)) {
    const file = await images.photoFile(asked, width);
    if (file) return { file, forGood: true };
  }
  const current = found.size.imageVersion ?? DRAWN_IMAGE_VERSION;
  const photo = isPhotoVersion(current) ? await images.photoFile(current, width) : null;
  if (photo) return { file: photo, forGood: asked === current };
  // No photo, or one removed since this server's catalogue was built: the drawing.
  const drawing = await images.drawnFile(found.size.imagePath, illustrationSubject(found), width);
  return { file: drawing, forGood: asked === current && !isPhotoVersion(current) };
}

/** What a generated illustration draws for a size when the store has no photo of it. */
export function illustrationSubject({ product, size }: SizeInCatalog): IllustrationSubject {
  return {
    type: product.typeSlug,
    brand: product.brand,
    name: product.name,
    sizeLabel: size.label,
    sizeMl: size.sizeMl,
    wineType: product.wineType,
    varietal: product.varietal,
  };
}

/** The URL path without its leading slash, or "" when its %-escapes are malformed (answered 404). */
function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath.slice(1));
  } catch {
    return "";
  }
}
