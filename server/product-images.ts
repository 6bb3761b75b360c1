import type { RequestHandler } from "express";
import type { SizeInCatalog } from "~/features/catalog/catalog-snapshot.server";
import type { IllustrationSubject } from "~/features/images/bottle-illustration";
import { parseVariantPath } from "~/features/images/product-image.server";
import type { StoreServices } from "./services";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /images/<image path without .webp>-480w.webp (or -1024w): made on first request, then from disk. */
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
      const file = await services.images.variantFile(
        variant.imagePath,
        variant.width,
        illustrationSubject(found),
      );
      // The cache may sit under a dot-folder (.cache/); the file comes from the catalogue, not the URL.
      res.sendFile(file, {
        dotfiles: "allow",
        headers: { "Cache-Control": IMMUTABLE, "Content-Type": "image/webp" },
      });
    } catch (error) {
      next(error);
    }
  };
}

/** What a generated illustration draws for a size when the store has no photo of it. */
export function illustrationSubject({ product, size }: SizeInCatalog): IllustrationSubject {
  return {
    type: product.typeSlug,
    brand: product.brand,
    name: product.name,
    sizeLabel: size.label,
    sizeMl: size.sizeMl,
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
