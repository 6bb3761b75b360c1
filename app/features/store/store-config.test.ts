import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import storeConfigInput from "../../../store.config";
import { parseStoreConfig } from "./store-config";

describe("store configuration", () => {
  // Its hours and limits are the owner's to set; how hours are read is tested on the specification's.
  it("accepts store.config.ts, with the specification's minimum age", () => {
    expect(parseStoreConfig(storeConfigInput).minimumAge).toBe(21);
  });

  it("gives every home banner its words and its art in English and in Spanish, the art on disk", () => {
    const { homeBanners } = parseStoreConfig(storeConfigInput);
    for (const banner of [homeBanners.welcome, ...homeBanners.between]) {
      expect(banner.alt.en).not.toBe("");
      expect(banner.alt.es).not.toBe("");
      expect(banner.alt.es).not.toBe(banner.alt.en);
      for (const art of [banner.wideImage, banner.phoneImage]) {
        expect(art.es).not.toBe(art.en);
        for (const path of [art.en, art.es]) expect(existsSync(`public${path}`), path).toBe(true);
      }
    }
  });

  it("refuses a banner whose words are missing a language, blank, or one plain text", () => {
    const { welcome } = storeConfigInput.homeBanners;
    const withAlt = (alt: unknown) => ({
      ...storeConfigInput,
      homeBanners: { ...storeConfigInput.homeBanners, welcome: { ...welcome, alt } },
    });
    expect(() => parseStoreConfig(withAlt({ en: "Welcome" }))).toThrow(/homeBanners\.welcome\.alt\.es/);
    expect(() => parseStoreConfig(withAlt({ en: "Welcome", es: "  " }))).toThrow(/alt\.es/);
    expect(() => parseStoreConfig(withAlt("Welcome"))).toThrow(/homeBanners\.welcome\.alt/);
    expect(() => parseStoreConfig(withAlt({ en: "Welcome", es: "Bienvenido", fr: "Bienvenue" }))).toThrow(
      /fr/,
    );
  });

  it("lists every problem of a bad configuration", () => {
    const bad = {
      ...storeConfigInput,
      timeZone: "Mars/Olympus",
      phone: { display: "x", e164: "555" },
      minimumAge: 18,
      extra: true,
    };
    expect(() => parseStoreConfig(bad)).toThrow(/timeZone[\s\S]*phone\.e164|phone\.e164[\s\S]*timeZone/);
    expect(() => parseStoreConfig(bad)).toThrow(/minimumAge/);
    expect(() => parseStoreConfig(bad)).toThrow(/extra/);
  });
});
