import pg from "pg";

/**
 * pg hands a bigint (int8: `count(*)`, a bigint column) over as text so no digit is lost; the
 * store's schema says number, so it is read as one, and a value a number cannot hold exactly is
 * refused rather than rounded. No column is `numeric`, so only int8 needs a parser.
 */
export function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The database returned the bigint ${text}, beyond what a number holds exactly`);
  }
  return value;
}

/** The store's parsers, for its own pools only: other pg users in the process keep pg's defaults. */
export function storeTypeParsers(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, parseBigint);
  return types;
}
