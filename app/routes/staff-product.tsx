import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { productForEditing, productStyleForEditing } from "~/features/catalog/index.server";
import { ProductStyleForm } from "~/features/staff/products/product-style-form";
import { ProductPhotoForms, type PhotoAnswer } from "~/features/photos";
import { handlePhotoForm, photoPanel } from "~/features/photos/index.server";
import { isProductForm, productFormAction } from "~/features/staff/products/product-edit-actions.server";
import type { ProductFormAnswer } from "~/features/staff/products/product-editor";
import { pageTitle } from "~/features/seo";
import { staffNamesByActor } from "~/features/staff/staff-accounts.server";
import { requireCapability, requireStaff } from "~/features/staff/staff-auth.server";
import { fieldProblems, sizeEditSchema } from "~/features/staff/products/size-edit";
import {
  staffProductMessages,
  type StaffProductText,
} from "~/features/staff/products/staff-product-messages";
import { metaPageT } from "~/i18n/messages";
import { roleMay } from "~/features/staff/staff-permissions";
import { productChanges, productSizesForEditing } from "~/features/catalog/index.server";
import { editSize, editSizeSale } from "~/flows/edit-size.server";
import { StaffProductPage, type SizeEditAnswer } from "~/features/staff/products/staff-product-page";
import {
  readSaleForm,
  saleEditAnswer,
  saleShown,
  type SaleAnswer,
} from "~/features/staff/products/size-sale";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { readFormBody } from "~/utils/form-body.server";
import { isMultipartForm } from "~/utils/multipart-form.server";
import { staffClock } from "~/features/staff/staff-clock";
import { storeRequest, type StoreRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-product";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "stock");
  const editsProduct = roleMay(staff.role, "products");
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  // From the database, not the snapshot: a retired product is still the console's to restore.
  const product = await productForEditing(db, params.route);
  if (!product) throw data(null, { status: 404 });
  const sizes = await productSizesForEditing(db, product.id);
  // Photos are of what the store shows: a retired product has none to change until it is restored.
  const live = services.catalog.current.productByRoute.get(product.route);
  const clock = staffClock(staff.language).medium;
  const names = await staffNamesByActor(db);
  const labels = new Map(sizes.map((size) => [size.id, size.label]));
  return {
    product: { route: product.route, name: product.details.name, brand: product.details.brand },
    details: product.details,
    retired: product.retired,
    sizes: sizes.map((size) => ({ ...size, saleShown: saleShown(size.sale, new Date(), store.timeZone) })),
    editsProduct,
    setsSales: roleMay(staff.role, "deals"),
    // A type with styles to choose (a wine's style is its wine type, edited with its details).
    style: editsProduct && !product.retired ? await productStyleForEditing(db, product.route) : null,
    photos:
      editsProduct &&
      live &&
      (await photoPanel(db, live, {
        who: (actor) => names[actor] ?? actor,
        when: (iso) => clock.format(new Date(iso)),
      })),
    changes: (await productChanges(db, product.id, [...labels.keys()])).map((change) => ({
      ...change,
      sizeLabel: labels.get(change.sizeId ?? "") ?? change.sizeId,
      at: clock.format(new Date(change.at)),
      who: names[change.actor] ?? change.actor,
    })),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireStaff(request, context, url);
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  // Sizes' prices and stock are a clerk's work too; the product itself (details, retiring, photos) is the owner's.
  if (isMultipartForm(request)) {
    const staff = await requireCapability(request, context, url, "products");
    const sent = await handlePhotoForm(db, request, params.route, {
      actor: `staff:${staff.id}`,
      now: new Date(),
    });
    if (!("answer" in sent)) throw data(null, { status: 404 });
    // Pages read the snapshot: the new image URLs show at once, not at the next poll.
    if (sent.answer.ok) await services.catalog.refreshIfStale();
    return data<PhotoAnswer>(sent.answer, { status: sent.status });
  }
  const sent = Object.fromEntries(await readFormBody(request));
  if (isProductForm(sent)) {
    const staff = await requireCapability(request, context, url, "products");
    return productFormAction(sent, {
      db,
      actor: `staff:${staff.id}`,
      route: params.route,
      refreshCatalog: () => services.catalog.refresh({ revision: true }),
    });
  }
  // A sale is what the store gives away (issue #35): the owner's, as the other deals are.
  if (sent.intent === "sale" || sent.intent === "endSale") {
    const staff = await requireCapability(request, context, url, "deals");
    return saveSale(sent, { actor: `staff:${staff.id}`, route: params.route, services });
  }
  const staff = await requireCapability(request, context, url, "stock");
  const parsed = sizeEditSchema.safeParse(sent);
  if (!parsed.success) {
    const fields = fieldProblems(parsed.error.issues);
    const sizeId = typeof sent.sizeId === "string" ? sent.sizeId : null;
    return data<SizeEditAnswer>({ sizeId, error: { key: "answer.checkFields" }, fields }, { status: 400 });
  }
  const form = parsed.data;
  // The size must belong to this page's product; editSize re-reads the size itself in its transaction.
  const product = services.catalog.current.productByRoute.get(params.route);
  if (!product?.sizes.some((size) => size.id === form.sizeId)) throw data(null, { status: 404 });
  const result = await editSize(db, {
    sizeId: form.sizeId,
    next: { priceCents: form.price, inventory: form.stock },
    shown: { priceCents: form.shownPriceCents, inventory: form.shownStock },
    actor: `staff:${staff.id}`,
    now: new Date(),
  });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) {
    const { priceCents, inventory } = result.current;
    const price = formatCents(priceCents);
    const error: StaffProductText =
      inventory === null
        ? { key: "answer.sizeConflictNotCounted", values: { price } }
        : { key: "answer.sizeConflict", values: { price, stock: inventory } };
    return data<SizeEditAnswer>({ sizeId: form.sizeId, error }, { status: 409 });
  }
  // Pages and the products API read the snapshot: bring it up to date now, not at the next poll.
  await services.catalog.refresh({ revision: true, sizeIds: [form.sizeId] });
  return data<SizeEditAnswer>({
    sizeId: form.sizeId,
    saved: { key: result.changed.length === 0 ? "answer.unchanged" : "answer.saved" },
  });
}

/** A size's sale saved or ended (issue #35); bad input is refused with its fields, and nothing changes. */
async function saveSale(
  sent: Record<string, unknown>,
  { actor, route, services }: { actor: string; route: string; services: StoreRequest["services"] },
) {
  const now = new Date();
  const read = readSaleForm(sent, now, store.timeZone);
  if (!read.ok) return data<SaleAnswer>(read.answer, { status: 400 });
  const { sizeId, shown, next } = read;
  if (!services.catalog.current.productByRoute.get(route)?.sizes.some((size) => size.id === sizeId))
    throw data(null, { status: 404 });
  const result = await editSizeSale(services.database.db, { sizeId, next, shown, actor, now });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  // Pages and the products API read the snapshot: bring it up to date now, not at the next poll.
  if (result.ok && result.changed) await services.catalog.refresh({ revision: true, sizeIds: [sizeId] });
  const { answer, status } = saleEditAnswer(sizeId, next, result);
  return data<SaleAnswer>(answer, { status });
}

/** A refused save (409) means the product moved: show it as it is now, as the message promises. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const t = metaPageT(staffProductMessages, matches);
  return [
    {
      title: pageTitle(
        loaderData ? t("product.title", { product: loaderData.product.name }) : t("product.notFound"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, style, ...product } = loaderData;
  const photoAnswer = actionData && "photoSlot" in actionData ? actionData : undefined;
  const productAnswer: ProductFormAnswer | undefined =
    actionData && "form" in actionData ? actionData : undefined;
  const sizeAnswer = actionData && "sizeId" in actionData ? actionData : undefined;
  const saleAnswer = actionData && "saleOf" in actionData ? actionData : undefined;
  return (
    <StaffProductPage {...product} answer={sizeAnswer} saleAnswer={saleAnswer} productAnswer={productAnswer}>
      {style && style.choices.length > 0 && (
        <div className="mt-6">
          <ProductStyleForm style={style} answer={productAnswer?.form === "style" ? productAnswer : null} />
        </div>
      )}
      {photos && <ProductPhotoForms panel={photos} answer={photoAnswer} />}
    </StaffProductPage>
  );
}
