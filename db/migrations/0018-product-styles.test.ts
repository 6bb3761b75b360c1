import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { down, up } from "./0018-product-styles";

describe.each(testDatabaseKinds)("migration 0018 (product styles) on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  it("adds a style to every product, none set: each is read from its subtype or name until staff set one", async () => {
    await seedOrderCatalog(database.db);
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    const styles = await database.db.selectFrom("product").select("style").execute();
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((row) => row.style === null)).toBe(true);
  });
});
