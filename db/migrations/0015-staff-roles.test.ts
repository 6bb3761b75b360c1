import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { down, up } from "./0015-staff-roles";

describe.each(testDatabaseKinds)("migration 0015 (staff roles) on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  it("makes the accounts from before roles owners; a new row without a role is a clerk; no third role", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const insert = (email: string, role?: string) =>
      role
        ? sql`insert into staff_user (email, name, password_hash, created_at, role) values (${email}, 'X', 'h', 'now', ${role})`.execute(
            db,
          )
        : sql`insert into staff_user (email, name, password_hash, created_at) values (${email}, 'X', 'h', 'now')`.execute(
            db,
          );
    await insert("before@store.example");
    await up(db);
    await insert("after@store.example");
    const rows = await database.db
      .selectFrom("staff_user")
      .select(["email", "role", "disabled_at", "language"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { email: "before@store.example", role: "owner", disabled_at: null, language: "en" },
      { email: "after@store.example", role: "clerk", disabled_at: null, language: "en" },
    ]);
    await expect(insert("boss@store.example", "manager")).rejects.toThrow(/check/i);
  });
});
