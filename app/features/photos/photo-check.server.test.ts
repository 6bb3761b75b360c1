// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cutShort, photoOf, pngClaiming } from "../../../tests/fixtures/photos";
import { checkPhoto, sniffPhotoType } from "./photo-check.server";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "./photo-rules";

describe("checkPhoto", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
  ] as const)(
    "takes a %s photo as it is, with its type, size, pixels and content version",
    async (format, type) => {
      const bytes = await photoOf(format, { width: 320, height: 640 });

      const checked = await checkPhoto(bytes);

      const sha256 = createHash("sha256").update(bytes).digest("hex");
      expect(checked).toEqual({
        ok: true,
        photo: {
          bytes,
          contentType: type,
          byteSize: bytes.byteLength,
          width: 320,
          height: 640,
          sha256,
          version: sha256.slice(0, 16),
        },
      });
    },
  );

  it("gives two different photos two versions, and the same bytes the same one", async () => {
    const red = await checkPhoto(await photoOf("png", { color: "#ff0000" }));
    const blue = await checkPhoto(await photoOf("png", { color: "#0000ff" }));
    const redAgain = await checkPhoto(await photoOf("png", { color: "#ff0000" }));
    expect(red.ok && blue.ok && redAgain.ok).toBe(true);
    if (!red.ok || !blue.ok || !redAgain.ok) return;
    expect(red.photo.version).not.toBe(blue.photo.version);
    expect(redAgain.photo.version).toBe(red.photo.version);
  });

  it.each<[string, () => Promise<Uint8Array>, string]>([
    ["an empty file", async () => new Uint8Array(0), "empty"],
    ["text", async () => Buffer.from("This is a price list, not a photo.\n"), "not_a_photo"],
    [
      "a GIF (not one of the three types)",
      async () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      "not_a_photo",
    ],
    ["an SVG", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "not_a_photo"],
    ["a truncated JPEG", async () => cutShort(await photoOf("jpeg", { width: 800, height: 800 })), "damaged"],
    ["a truncated PNG", async () => cutShort(await photoOf("png", { width: 800, height: 800 })), "damaged"],
    [
      "a JPEG header followed by noise",
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
      "damaged",
    ],
    [
      "a file over the size limit",
      async () => Buffer.concat([await photoOf("jpeg"), Buffer.alloc(PHOTO_MAX_BYTES)]),
      "too_large",
    ],
    ["a small PNG that claims 10,000 x 10,000 pixels", () => pngClaiming(10_000, 10_000), "too_many_pixels"],
  ])("refuses %s, naming the problem", async (_case, make, problem) => {
    expect(await checkPhoto(await make())).toEqual({ ok: false, problem });
  });

  it("takes a photo just within the pixel limit by its header, and refuses one just over it", async () => {
    const side = Math.floor(Math.sqrt(PHOTO_MAX_PIXELS));
    expect(await checkPhoto(await pngClaiming(side + 1, side + 1))).toMatchObject({
      problem: "too_many_pixels",
    });
    // Within the limit the header passes and the decode finds the lie (8 x 8 pixels of data).
    expect(await checkPhoto(await pngClaiming(side, side))).toMatchObject({ problem: "damaged" });
  });

  it("never changes the caller's bytes", async () => {
    const bytes = await photoOf("jpeg");
    const copy = Buffer.from(bytes);
    await checkPhoto(bytes);
    expect(bytes.equals(copy)).toBe(true);
  });
});

describe("sniffPhotoType", () => {
  it("reads the type from the bytes alone", async () => {
    expect(sniffPhotoType(await photoOf("jpeg"))).toBe("image/jpeg");
    expect(sniffPhotoType(await photoOf("png"))).toBe("image/png");
    expect(sniffPhotoType(await photoOf("webp"))).toBe("image/webp");
    expect(sniffPhotoType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
