import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database numbers itself: the one column type the two dialects spell differently. */
export function identityColumn(
  db: Kysely<unknown>,
  column: ColumnDefinitionBuilder,
): ColumnDefinitionBuilder {
  return isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();
}
