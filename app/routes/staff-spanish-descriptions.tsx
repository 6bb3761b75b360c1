import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { productForEditing, spanishDescriptionStep } from "~/features/catalog/index.server";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { saveSpanishDescription } from "~/features/staff/products/spanish-description-actions.server";
import { spanishDescriptionsMessages } from "~/features/staff/products/spanish-descriptions-messages";
import { SpanishDescriptionsPage } from "~/features/staff/products/spanish-descriptions-page";
import { metaPageT } from "~/i18n/messages";
import { readFormBody } from "~/utils/form-body.server";
import { hasNulCharacter } from "~/utils/nul-characters";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-spanish-descriptions";

/** Two descriptions of 4,000 characters, accented and URL-encoded, fit; the console's usual 16 KB would not. */
const FORM_MAX_BYTES = 96 * 1024;

/** A product's route from the address, if any; one with NUL (which PostgreSQL refuses) names no product. */
function routeParam(url: URL, name: "product" | "saved"): string | null {
  const value = url.searchParams.get(name);
  if (value && hasNulCharacter(value)) throw data(null, { status: 404 });
  return value || null;
}

/** `?product=` is the product on screen (else the first without one); `?saved=` the one just saved. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "products");
  const db = context.get(storeRequest).services.database.db;
  const saved = routeParam(url, "saved");
  const savedName = saved ? ((await productForEditing(db, saved))?.details.name ?? null) : null;
  const step = await spanishDescriptionStep(db, routeParam(url, "product"));
  if (!step) throw data(null, { status: 404 });
  const { product, ...where } = step;
  if (!product) return { product: null, shown: "", ...where, savedName };
  return {
    product: { route: product.route, details: product.details },
    // The details as shown, sent back with the form: a change made meanwhile is caught, not overwritten.
    shown: JSON.stringify(product.details),
    ...where,
    savedName,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "products");
  const { services } = context.get(storeRequest);
  const sent = Object.fromEntries(await readFormBody(request, FORM_MAX_BYTES));
  return saveSpanishDescription(sent, {
    db: services.database.db,
    actor: `staff:${staff.id}`,
    refreshCatalog: () => services.catalog.refresh({ revision: true }),
  });
}

/** A refused save (409) means the product moved: show it as it is now, as the message promises. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(spanishDescriptionsMessages, matches)("spanish.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffSpanishDescriptionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SpanishDescriptionsPage {...loaderData} answer={actionData} />;
}
