import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { store } from "~/features/store";
import { LANGUAGES } from "~/i18n/language";
import { bannerWords } from "./home-banner";

const BANNERS = "public/banners";
const banners = [store.homeBanners.welcome, ...store.homeBanners.between];

/**
 * Issue #31: a store that renamed itself in store.config.ts still greeted shoppers as "Casa Botella",
 * drawn into the welcome art. The art names no store; the words name the configured one.
 */
describe("the home banners name the store from its configuration only", () => {
  it("draws no store name into any banner's art", () => {
    for (const file of readdirSync(BANNERS)) {
      const art = readFileSync(join(BANNERS, file), "utf8");
      expect(art, file).not.toContain(store.shortName);
      expect(art, file).not.toContain(store.name);
    }
  });

  it("writes no store name by hand into the banners' words, and reads {store} as its short name", () => {
    for (const banner of banners)
      for (const language of LANGUAGES) {
        expect(banner.alt[language]).not.toContain(store.shortName);
        expect(bannerWords(banner, language)).not.toContain("{store}");
      }
    expect(bannerWords(store.homeBanners.welcome, "es")).toContain(`bienvenida a ${store.shortName}:`);
  });
});
