import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  chooseFeatured,
  featuredRoutes,
  recentFeaturedChanges,
  type CatalogSnapshot,
} from "~/features/catalog/index.server";
import { featuredShelf } from "~/features/catalog/browse/featured";
import { isProductInStock } from "~/features/catalog/stock-status";
import type { CatalogProduct } from "~/features/catalog";
import { FEATURED_SECTIONS } from "~/features/home/home-sections";
import { pageTitle } from "~/features/seo";
import { staffNamesByActor } from "~/features/staff/staff-accounts.server";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { staffClock } from "~/features/staff/staff-clock";
import { editedShelf, shelfEditSchema } from "~/features/staff/products/featured-shelf-edit";
import {
  StaffFeaturedPage,
  type ShelfAnswer,
  type ShelfProduct,
  type ShelfView,
} from "~/features/staff/products/staff-featured-page";
import { staffFeaturedMessages } from "~/features/staff/products/staff-featured-messages";
import { metaPageT } from "~/i18n/messages";
import { readFormBody } from "~/utils/form-body.server";
import type { Database } from "~/utils/db.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-featured";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "featured");
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  const snapshot = services.catalog.current;
  const names = await staffNamesByActor(db);
  const clock = staffClock(staff.language).medium;
  return {
    shelves: await Promise.all(FEATURED_SECTIONS.map((section) => shelfView(db, snapshot, section))),
    changes: (await recentFeaturedChanges(db)).map((change) => ({
      at: clock.format(new Date(change.at)),
      who: names[change.actor] ?? change.actor,
      summary: change.summary,
    })),
  };
}

/** A shelf as home shows it now; its choices read from the database, the one truth for a save. */
async function shelfView(
  db: Database,
  snapshot: CatalogSnapshot,
  section: { type: string; count: number },
): Promise<ShelfView> {
  const chosenRoutes = await featuredRoutes(db, section.type);
  const chosen = new Set(chosenRoutes);
  const ofType = snapshot.products.filter((product) => product.typeSlug === section.type);
  const home = featuredShelf(ofType, section.type, section.count, snapshot.unitsSold);
  const productAt = (route: string) => snapshot.productByRoute.get(route);
  return {
    type: section.type,
    title: snapshot.types.find((type) => type.slug === section.type)?.name ?? section.type,
    count: section.count,
    chosen: chosenRoutes.flatMap((route) => {
      const product = productAt(route);
      return product ? [shelfProduct(product)] : [];
    }),
    filled: home.items.slice(home.chosen).flatMap((item) => {
      const product = productAt(item.route);
      return product ? [shelfProduct(product)] : [];
    }),
    candidates: ofType
      .filter((product) => !chosen.has(product.route))
      .map(shelfProduct)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function shelfProduct(product: CatalogProduct): ShelfProduct {
  return { route: product.route, name: product.name, inStock: isProductInStock(product) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "featured");
  const { services } = context.get(storeRequest);
  const parsed = shelfEditSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!parsed.success || !FEATURED_SECTIONS.some((section) => section.type === parsed.data.type)) {
    return data<ShelfAnswer>({ type: null, error: "shelves.notUnderstood" }, 400);
  }
  const edit = parsed.data;
  const result = await chooseFeatured(services.database.db, {
    typeSlug: edit.type,
    routes: editedShelf(edit),
    shown: edit.shown,
    actor: `staff:${staff.id}`,
    now: new Date(),
  });
  if (!result.ok) {
    const error = result.reason === "conflict" ? "shelves.conflict" : "shelves.wrongType";
    return data<ShelfAnswer>({ type: edit.type, error }, result.reason === "conflict" ? 409 : 400);
  }
  // Home reads the snapshot: bring it up to date now, not at the next poll.
  await services.catalog.refresh({ revision: true });
  return data<ShelfAnswer>({
    type: edit.type,
    saved: result.changed ? "shelves.saved" : "shelves.unchanged",
  });
}

/** A refused change (409) means the shelf moved: show it as it is now, as the message promises. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffFeaturedMessages, matches)("shelves.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffFeaturedRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffFeaturedPage {...loaderData} answer={actionData} />;
}
