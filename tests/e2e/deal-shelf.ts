import { once } from "node:events";
import { join } from "node:path";
import { startOwnServer, withStoreDatabase, type OwnServer } from "./own-server";

/** A wine of the demo shelf, as the deal specs buy it. */
export interface ShelfWine {
  sizeId: string;
  route: string;
  name: string;
  priceCents: number;
}

export interface DealShelf {
  server: OwnServer;
  /** Sold at its price less $3.00 while the sale runs. */
  onSale: ShelfWine;
  salePriceCents: number;
  /** Sold at its regular price. */
  other: ShelfWine;
}

/**
 * Two 750 ml wines of an own server's demo shelf, plenty of each, the first put on sale $3.00 off
 * until `saleEndsAt` (null: until ended), and the mixed case (6 bottles 10 %, 12 bottles 15 %), as
 * the console would leave them; `more` writes what else a spec needs. The server is started again,
 * to read them as it starts.
 */
export async function dealShelf(
  server: OwnServer,
  {
    port,
    dir,
    env,
    saleEndsAt,
    more,
  }: {
    port: number;
    dir: string;
    env?: Record<string, string>;
    saleEndsAt: string | null;
    more?: (db: Parameters<Parameters<typeof withStoreDatabase>[1]>[0]) => void;
  },
): Promise<DealShelf> {
  const database = join(dir, "store.db");
  const wines = withStoreDatabase(
    database,
    (db) =>
      db
        .prepare(
          `select s.id as sizeId, p.route, p.name, s.price_cents as priceCents
           from product_size s join product p on p.id = s.product_id
           where p.type_slug = 'wine' and s.label = '750ml' and (s.inventory is null or s.inventory >= 20)
             and s.retired = 0 and p.retired = 0 and p.modal = 0 and s.price_cents between 1000 and 5000
           order by p.route limit 2`,
        )
        .all() as ShelfWine[],
  );
  const [onSale, other] = wines;
  if (!onSale || !other) throw new Error("the demo shelf has fewer than two wines to put on deal");
  const salePriceCents = onSale.priceCents - 300;
  server.process.kill("SIGTERM");
  await once(server.process, "exit");
  withStoreDatabase(database, (db) => {
    db.prepare(
      "update product_size set sale_price_cents = ?, sale_starts_at = null, sale_ends_at = ? where id = ?",
    ).run(salePriceCents, saleEndsAt, onSale.sizeId);
    db.prepare("insert into case_rule (name, counts, tiers, active, updated_at) values (?, ?, ?, 1, ?)").run(
      "Mixed case",
      JSON.stringify(["wine"]),
      JSON.stringify([
        { bottles: 6, basisPoints: 1_000 },
        { bottles: 12, basisPoints: 1_500 },
      ]),
      new Date().toISOString(),
    );
    more?.(db);
  });
  return { server: await startOwnServer(port, { dir, env }), onSale, salePriceCents, other };
}
