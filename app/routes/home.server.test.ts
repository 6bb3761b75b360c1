import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEC_HOME_TYPES } from "../../tests/fixtures/specification";
import { catalogueInNewDatabase, pageLoaderArgs } from "../../tests/setup/page-loader-args";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { carouselMessages } from "~/components/carousel-messages";
import type { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { homeMessages, leadInMessages } from "~/features/home/home-messages";
import { loader } from "./home";

/** Issue #32: home's data carries the texts it shows, in its language, and no more of a picture than its image. */
describe("home's data", () => {
  let database: TestDatabase;
  let catalog: CatalogSnapshotHolder;

  beforeAll(async () => {
    ({ database, catalog } = await catalogueInNewDatabase(testDatabaseKinds[0]!, "data/catalog.json"));
  });
  afterAll(() => database.drop());

  const homeData = (path: string) => loader(pageLoaderArgs(catalog, `http://127.0.0.1${path}`) as never).data;

  it.each([
    ["/", "en"],
    ["/es", "es"],
  ] as const)("%s sends home's and its carousels' texts in %s alone", (path, language) => {
    const { texts } = homeData(path);
    expect(texts).toEqual({ ...homeMessages[language], ...carouselMessages[language] });
    expect(Object.keys(texts).filter((key) => key.startsWith("home.leadIn."))).toEqual([]);
  });

  it("sends each section's lead-in as its words, drawn from the page's language", () => {
    const spanish = Object.values(leadInMessages.es);
    for (const section of homeData("/es").sections) expect(spanish).toContain(section.leadIn);
  });

  it("sends a type tile's picture as its image alone", () => {
    const { typeTiles } = homeData("/");
    expect(typeTiles.map((tile) => tile.type)).toEqual(SPEC_HOME_TYPES);
    for (const tile of typeTiles)
      expect(Object.keys(tile.picture ?? {}).sort()).toEqual(["imagePath", "imageVersion"]);
  });
});
