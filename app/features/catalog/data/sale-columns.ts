import type { SizeSale } from "../sale-price";

/** A size's sale in its three `product_size` columns (migration 0022), and back. */

interface SaleRow {
  sale_price_cents: number | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
}

/** The sale a row's columns hold; null without a sale price. */
export function saleOfRow(row: SaleRow): SizeSale | null {
  return row.sale_price_cents === null
    ? null
    : { priceCents: row.sale_price_cents, startsAt: row.sale_starts_at, endsAt: row.sale_ends_at };
}

/** The columns of a sale, all null for none. */
export function saleColumns(sale: SizeSale | null): SaleRow {
  return {
    sale_price_cents: sale?.priceCents ?? null,
    sale_starts_at: sale?.startsAt ?? null,
    sale_ends_at: sale?.endsAt ?? null,
  };
}
