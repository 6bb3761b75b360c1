import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { exportCatalogFile, readCatalogFile, readCatalogText } from "../import/catalog-file.server";
import { hasChanges } from "./catalog-changes";
import type { Catalog } from "../catalog-model";
import { loadCatalog, readCatalogRevision } from "./catalog-repository.server";
import { importCatalog } from "~/flows/import-catalog.server";
import {
  addProduct,
  editProductDetails,
  productForEditing,
  retiredProducts,
  setProductRetired,
  type NewProduct,
} from "./product-edits.server";

const audit = { actor: "staff:1", now: new Date("2026-11-24T15:00:00.000Z") };

const received: NewProduct = {
  typeSlug: "rum",
  subtypeSlug: "gold",
  details: {
    name: "Casa Añeja 8 Años",
    brand: "Casa",
    description: "Eight years in oak.",
    descriptionEs: "Ocho años en roble.",
    wineType: null,
    varietal: null,
  },
  sizes: [
    { label: "750ml", priceCents: 2999, inventory: 12, id: null },
    { label: "1.75L", priceCents: 4999, inventory: null, id: "0999001" },
  ],
};

describe.each(testDatabaseKinds)("products edited in the console on $kind", ({ create }) => {
  let database: TestDatabase;
  let catalog: Catalog;
  beforeEach(async () => {
    database = await create();
    catalog = (await readCatalogFile("tests/fixtures/quirky-catalog.json")).catalog;
    await importCatalog(database.db, catalog);
  });
  afterEach(() => database.drop());

  const auditRows = () =>
    database.db.selectFrom("catalog_change").select(["kind", "summary", "actor"]).orderBy("id").execute();
  const live = async (route: string) =>
    (await loadCatalog(database.db)).products.find((p) => p.route === route);

  it("adds a product with its sizes: a route from its name, ids given or made, stock, one audit row", async () => {
    const subtype = catalog.types.find((type) => type.slug === "rum")!.subtypes[0]!.slug;
    const revision = await readCatalogRevision(database.db);
    const added = await addProduct(database.db, { ...received, subtypeSlug: subtype }, audit);
    expect(added).toEqual({ ok: true, route: "casa-aneja-8-anos" });
    const product = await live("casa-aneja-8-anos");
    expect(product).toMatchObject({
      name: "Casa Añeja 8 Años",
      descriptionEs: "Ocho años en roble.",
      typeSlug: "rum",
      subtypeSlug: subtype,
    });
    expect(
      product!.sizes.map((size) => [size.id, size.label, size.priceCents, size.inventory, size.sizeMl]),
    ).toEqual([
      ["casa-aneja-8-anos-750ml", "750ml", 2999, 12, 750],
      ["0999001", "1.75L", 4999, null, 1750],
    ]);
    expect(product!.sizes[0]!.imagePath).toBe(
      `liquors-webp/rum/${subtype}/casa/casa-aneja-8-anos/casa-aneja-8-anos-750ml.webp`,
    );
    expect(await readCatalogRevision(database.db)).toBe(revision + 1);
    expect(await auditRows()).toEqual([
      { kind: "product", summary: "casa-aneja-8-anos: added with 2 sizes", actor: "staff:1" },
    ]);

    const again = await addProduct(
      database.db,
      { ...received, subtypeSlug: subtype, sizes: [received.sizes[0]!] },
      audit,
    );
    expect(again).toEqual({ ok: true, route: "casa-aneja-8-anos-2" });
    expect((await live("casa-aneja-8-anos-2"))!.sizes[0]!.id).toBe("casa-aneja-8-anos-2-750ml");
  });

  it("refuses an unknown subtype, a size id another size has, or two sizes alike, and writes nothing", async () => {
    const takenId = catalog.products[0]!.sizes[0]!.id;
    const before = {
      revision: await readCatalogRevision(database.db),
      count: (await loadCatalog(database.db)).products.length,
    };
    expect(await addProduct(database.db, { ...received, subtypeSlug: "no-such" }, audit)).toEqual({
      ok: false,
      problems: { subtype: { key: "problem.subtype" } },
    });
    const subtypeSlug = catalog.types.find((type) => type.slug === "rum")!.subtypes[0]!.slug;
    const clash = await addProduct(
      database.db,
      {
        ...received,
        subtypeSlug,
        sizes: [
          { label: "750ml", priceCents: 100, inventory: 1, id: takenId },
          { label: "750ML", priceCents: 100, inventory: 1, id: null },
        ],
      },
      audit,
    );
    expect(clash).toEqual({
      ok: false,
      problems: {
        "sizes.0.id": { key: "problem.idTaken", values: { id: takenId } },
        "sizes.1.label": { key: "problem.labelTwice" },
      },
    });
    expect(await readCatalogRevision(database.db)).toBe(before.revision);
    expect((await loadCatalog(database.db)).products).toHaveLength(before.count);
    expect(await auditRows()).toEqual([]);
  });

  it("edits details only when they are what staff saw; the route stays", async () => {
    const { route } = catalog.products[0]!;
    const shown = (await productForEditing(database.db, route))!.details;
    const next = {
      ...shown,
      name: "Renamed",
      description: "New words.",
      descriptionEs: "Palabras nuevas.",
      varietal: "Malbec",
    };
    expect(await editProductDetails(database.db, { route, next, shown, ...audit })).toEqual({
      ok: true,
      changed: ["name", "description", "descriptionEs", "varietal"],
    });
    expect(await live(route)).toMatchObject({
      name: "Renamed",
      description: "New words.",
      varietal: "Malbec",
    });
    expect(
      await editProductDetails(database.db, { route, next: { ...shown, name: "Other" }, shown, ...audit }),
    ).toEqual({
      ok: false,
      reason: "conflict",
      current: next,
    });
    expect((await live(route))!.name).toBe("Renamed");
    expect(await editProductDetails(database.db, { route, next, shown: next, ...audit })).toEqual({
      ok: true,
      changed: [],
    });
    expect(await editProductDetails(database.db, { route: "nope", next, shown: next, ...audit })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await auditRows()).map((row) => row.summary)).toEqual([
      `${route}: name, description, Spanish description, varietal edited`,
    ]);
  });

  it("retires a product off the live catalogue and restores it, each once, audited", async () => {
    const { route, name } = catalog.products[1]!;
    expect(await setProductRetired(database.db, { route, retired: true, ...audit })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await live(route)).toBeUndefined();
    expect((await retiredProducts(database.db)).map((product) => product.name)).toContain(name);
    expect(await setProductRetired(database.db, { route, retired: true, ...audit })).toEqual({
      ok: true,
      changed: false,
    });
    expect(await setProductRetired(database.db, { route, retired: false, ...audit })).toEqual({
      ok: true,
      changed: true,
    });
    expect((await live(route))?.name).toBe(name);
    expect((await auditRows()).map((row) => row.summary)).toEqual([
      `${route}: retired`,
      `${route}: restored`,
    ]);
  });

  it("what the console added, edited and retired survives an export and its import unchanged", async () => {
    const subtypeSlug = catalog.types.find((type) => type.slug === "rum")!.subtypes[0]!.slug;
    await addProduct(database.db, { ...received, subtypeSlug }, audit);
    const { route } = catalog.products[0]!;
    const shown = (await productForEditing(database.db, route))!.details;
    await editProductDetails(database.db, { route, next: { ...shown, name: "Renamed" }, shown, ...audit });
    await setProductRetired(database.db, { route: catalog.products[1]!.route, retired: true, ...audit });

    const file = JSON.stringify(await exportCatalogFile(database.db));
    const { catalog: exported } = readCatalogText(new TextEncoder().encode(file), "export.json");
    expect(hasChanges(await importCatalog(database.db, exported))).toBe(false);
    await setProductRetired(database.db, { route: catalog.products[1]!.route, retired: false, ...audit });
    expect((await live(catalog.products[1]!.route))!.sizes).toHaveLength(catalog.products[1]!.sizes.length);
    expect((await live("casa-aneja-8-anos"))!.sizes.map((size) => size.id)).toEqual([
      "casa-aneja-8-anos-750ml",
      "0999001",
    ]);
  });
});
