import type { Page } from "@playwright/test";
import { bottlePhoto } from "../fixtures/photos";
import { expect, waitForHydration } from "./fixtures";
import { signIn } from "./staff-session";

let uploads = Math.floor(Math.random() * 48);

/**
 * Signs in on a product's console page at `base` and uploads a red bottle's JPEG as the whole
 * product's photo. Each call's red differs a little, so each upload is a new photo with a new version.
 */
export async function uploadProductPhoto(page: Page, route: string, email: string, base = ""): Promise<void> {
  const shade = (uploads++ % 48).toString(16).padStart(2, "0");
  await page.goto(`${base}/staff/products/${route}`);
  await signIn(page, email);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Upload a photo of the whole product" });
  await form.getByLabel("Photo file for the whole product").setInputFiles({
    name: "bottle.jpg",
    mimeType: "image/jpeg",
    buffer: await bottlePhoto(`#b0${shade}20`),
  });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo saved" })).toHaveText(
    "Photo saved. The store shows it now.",
  );
}
