import type { CatalogProduct } from "~/features/catalog";
import type { Database } from "~/utils/db.server";
import type { PhotoPanel, PhotoSlot, PhotoView } from "./photo-form";
import { photoChanges, photosOfProduct, productForPhotos, type StoredPhoto } from "./product-photos.server";

export interface PanelWords {
  /** "staff:7" → "Luisa Gómez". */
  who(actor: string): string;
  /** ISO 8601 → the console's date and time. */
  when(iso: string): string;
}

/** The product's photo and each size's, what each size shows now, and the latest photo changes. */
export async function photoPanel(
  db: Database,
  product: CatalogProduct,
  words: PanelWords,
): Promise<PhotoPanel | null> {
  const stored = await productForPhotos(db, product.route);
  if (!stored) return null;
  const [photos, changes] = await Promise.all([photosOfProduct(db, stored.id), photoChanges(db, stored.id)]);
  const view = (photo: StoredPhoto | undefined): PhotoView | null =>
    photo
      ? {
          version: photo.version,
          contentType: photo.contentType,
          byteSize: photo.byteSize,
          width: photo.width,
          height: photo.height,
          who: words.who(photo.uploadedBy),
          at: words.when(photo.uploadedAt),
        }
      : null;
  const own = (sizeId: string | null) => view(photos.find((photo) => photo.sizeId === sizeId));
  const productPhoto = own(null);
  const sizeSlots: PhotoSlot[] = product.sizes.map((size) => {
    const photo = own(size.id);
    const source = photo ? "size" : productPhoto ? "product" : "drawn";
    return {
      sizeId: size.id,
      label: size.label,
      photo,
      shown: { imagePath: size.imagePath, imageVersion: size.imageVersion, source } as const,
    };
  });
  // The product's photo is previewed on the first size that shows it.
  const productShown = sizeSlots.find((slot) => slot.shown?.source === "product")?.shown ?? null;
  const slots = [{ sizeId: "", label: "", photo: productPhoto, shown: productShown }, ...sizeSlots];
  const labels = new Map(product.sizes.map((size) => [size.id, size.label]));
  return {
    slots,
    changes: changes.map((change) => ({
      at: words.when(change.at),
      who: words.who(change.actor),
      size: change.sizeId === null ? null : (labels.get(change.sizeId) ?? change.sizeId),
      summary: change.summary,
    })),
  };
}
