import {
  PostgresAdapter,
  type ColumnDefinitionBuilder,
  type Kysely,
  type QueryExecutorProvider,
} from "kysely";

/** Any Kysely instance or transaction, whatever its tables. */
export function isPostgres(db: QueryExecutorProvider): boolean {
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
