import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { down, up } from "./0010-spanish-descriptions";

describe.each(testDatabaseKinds)("migration 0010 (Spanish descriptions) on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  const columnsOf = async (table: string) =>
    (await database.db.introspection.getTables())
      .find((candidate) => candidate.name === table)!
      .columns.filter((column) => column.name.startsWith("description"));

  it("gives types, subtypes and products a nullable description_es, null for rows written without one", async () => {
    for (const table of ["catalog_type", "catalog_subtype", "product"]) {
      const columns = await columnsOf(table);
      expect(columns.map((column) => [column.name, column.isNullable])).toEqual([
        ["description", false],
        ["description_es", true],
      ]);
    }
    await database.db
      .insertInto("catalog_type")
      .values({ slug: "rum", name: "Rum", description: "Rum.", position: 0 })
      .execute();
    const row = await database.db.selectFrom("catalog_type").selectAll().executeTakeFirstOrThrow();
    expect(row.description_es).toBeNull();
  });

  it("can be undone and done again", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    expect((await columnsOf("product")).map((column) => column.name)).toEqual(["description"]);
    await up(db);
    expect((await columnsOf("product")).map((column) => column.name)).toEqual([
      "description",
      "description_es",
    ]);
  });
});
