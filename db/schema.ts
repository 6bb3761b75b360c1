import type { Generated } from "kysely";

/** Flags are integers (0/1) so SQLite and PostgreSQL share one schema and one query code. */
type Flag = number;

export interface CatalogTypeTable {
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface CatalogSubtypeTable {
  type_slug: string;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface ProductTable {
  id: Generated<number>;
  route: string;
  name: string;
  brand: string;
  type_slug: string;
  subtype_slug: string;
  description: string;
  modal: Flag;
  varietal: string | null;
  wine_type: string | null;
  featured_rank: number | null;
  position: number;
  retired: Generated<Flag>;
}

export interface ProductRouteRedirectTable {
  from_route: string;
  to_route: string;
}

export interface ProductSizeTable {
  /** The cart key: unique and non-empty. */
  id: string;
  product_id: number;
  barcode: string | null;
  label: string;
  size_ml: number | null;
  price_cents: number;
  image_path: string;
  /** null when the store does not track stock for this size. */
  inventory: number | null;
  position: number;
  retired: Generated<Flag>;
}

/** One row. `revision` moves whenever the catalogue changes so every app server rebuilds its snapshot. */
export interface CatalogStateTable {
  id: number;
  revision: number;
  title: string;
}

/** One web vital measured by a shopper's browser (DESIGN §7 "Analytics"). */
export interface WebVitalTable {
  id: Generated<number>;
  /** web-vitals' id for one metric of one page load: a later report with the same id supersedes the earlier. */
  metric_id: string;
  name: string;
  value: number;
  rating: string;
  path: string;
  navigation_type: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface StoreDatabase {
  catalog_type: CatalogTypeTable;
  catalog_subtype: CatalogSubtypeTable;
  product: ProductTable;
  product_route_redirect: ProductRouteRedirectTable;
  product_size: ProductSizeTable;
  catalog_state: CatalogStateTable;
  web_vital: WebVitalTable;
}
