import { data, Link, redirect } from "react-router";
import { addProduct } from "~/features/catalog/index.server";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { NewProductForm, type ProductFormAnswer } from "~/features/staff/products/product-editor";
import { isNewProductField, parseNewProductForm } from "~/features/staff/products/product-form";
import {
  staffProductMessages,
  useStaffProductT,
  type StaffProductText,
} from "~/features/staff/products/staff-product-messages";
import { metaPageT } from "~/i18n/messages";
import { readFormBody } from "~/utils/form-body.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-product-new";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "products");
  const { types } = context.get(storeRequest).services.catalog.current;
  return {
    subtypes: types.flatMap((type) =>
      type.subtypes.map((subtype) => ({
        value: `${type.slug}/${subtype.slug}`,
        label: `${type.name} › ${subtype.name}`,
      })),
    ),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "products");
  const { services } = context.get(storeRequest);
  const sent = Object.fromEntries(await readFormBody(request));
  const parsed = parseNewProductForm(sent);
  if (!parsed.ok) return refused(parsed.problems, sent);
  const { sizeRows, ...product } = parsed.product;
  const added = await addProduct(services.database.db, product, {
    actor: `staff:${staff.id}`,
    now: new Date(),
  });
  if (!added.ok) {
    // The database names a size by its place among the sizes; the form, by its row.
    const fields = Object.fromEntries(
      Object.entries(added.problems).map(([field, problem]) => [
        field.replace(/^sizes\.(\d+)\./, (_, index: string) => `sizes.${sizeRows[Number(index)] ?? index}.`),
        problem,
      ]),
    );
    return refused(fields, sent);
  }
  await services.catalog.refresh({ revision: true });
  return redirect(`/staff/products/${encodeURIComponent(added.route)}`);
}

/** Why the product was not added, with what was typed (the form's own fields only) to show again. */
function refused(fields: Record<string, StaffProductText>, sent: Record<string, string>) {
  const typed = Object.fromEntries(Object.entries(sent).filter(([name]) => isNewProductField(name)));
  return data<ProductFormAnswer>({ form: "new", error: { key: "answer.notAdded" }, fields, typed }, 400);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffProductMessages, matches)("new.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffProductNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffProductT();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/staff/products" className="underline">
          {t("product.back")}
        </Link>
      </p>
      <h1 className="font-display mt-4 text-3xl">{t("new.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t("new.intro")}</p>
      <NewProductForm subtypes={loaderData.subtypes} answer={actionData} />
    </section>
  );
}
