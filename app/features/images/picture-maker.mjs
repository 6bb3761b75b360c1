// The picture maker: a process of its own, forked by picture-maker.server.ts when a picture must be
// made, that draws and resizes pictures with sharp (libvips, and librsvg with its fonts for the
// drawn bottles). It exits once it has been idle, or when the server that started it is gone, and
// their memory goes back to the system with it: kept in the server, about 200 MB of it never was
// (issue #32). Plain JavaScript, so Node runs it as it is, built or not.
import sharp from "sharp";

const WEBP_QUALITY = 78;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
/** The photo fills this share of the square; the rest is the white frame around it. */
const PHOTO_FILL = 0.92;
const DRAWING_CANVAS = 1000; // the drawing's own width in px at 72 dpi

// Each picture is made once and written to disk: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * A photo as the store shows it: upright, on white, its flat border (a studio backdrop, a scanner's
 * margin) trimmed, then centred in the square white frame without cropping.
 */
async function photoPicture(bytes, width) {
  const trimmed = await sharp(bytes)
    .autoOrient() // phone photos are often stored sideways with an EXIF hint
    .flatten({ background: WHITE })
    .trim()
    .png()
    .toBuffer();
  const inner = Math.round(width * PHOTO_FILL);
  const margin = width - inner;
  return sharp(trimmed)
    .resize(inner, inner, { fit: "contain", background: WHITE })
    .extend({
      top: Math.floor(margin / 2),
      bottom: Math.ceil(margin / 2),
      left: Math.floor(margin / 2),
      right: Math.ceil(margin / 2),
      background: WHITE,
    })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** The drawing rasterised at the target size rather than a bitmap scaled, so label text stays crisp. */
function drawnPicture(svg, width) {
  return sharp(Buffer.from(svg), { density: (72 * width) / DRAWING_CANVAS })
    .resize(width, width)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

process.on("message", async ({ id, kind, input, width }) => {
  try {
    const picture = kind === "photo" ? await photoPicture(input, width) : await drawnPicture(input, width);
    process.send({ id, picture });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
