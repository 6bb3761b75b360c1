import { data, Form, Link, useNavigation } from "react-router";
import { pageTitle } from "~/components/page-title";
import { sizeName } from "~/features/catalog/size-name";
import { staffNamesByActor } from "~/features/staff/staff-accounts.server";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import { sizeEditSchema } from "~/features/staff/size-edit";
import { editSize, productSizesForEditing, sizeChanges } from "~/features/staff/size-edits.server";
import { StockCount } from "~/features/staff/stock-count";
import { useT } from "~/i18n/messages";
import { centsToTypedDollars, formatCents } from "~/utils/money";
import { readFormBody } from "~/utils/form-body.server";
import { staffClock } from "~/features/staff/staff-clock";
import type { Route } from "./+types/staff-product";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const db = context.services.database.db;
  const product = context.services.catalog.current.productByRoute.get(params.route);
  const sizes = product ? await productSizesForEditing(db, product.route) : null;
  if (!product || !sizes) throw data(null, { status: 404 });
  const clock = staffClock.medium;
  const names = await staffNamesByActor(db);
  const labels = new Map(sizes.map((size) => [size.id, size.label]));
  return {
    staffName: staff.name,
    product: { route: product.route, name: product.name, brand: product.brand },
    sizes,
    changes: (await sizeChanges(db, [...labels.keys()])).map((change) => ({
      ...change,
      sizeLabel: labels.get(change.sizeId ?? "") ?? change.sizeId,
      at: clock.format(new Date(change.at)),
      who: names[change.actor] ?? change.actor,
    })),
  };
}

type SizeEditAnswer =
  | { sizeId: string; saved: string }
  | { sizeId: string | null; error: string; fields?: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const db = context.services.database.db;
  const sent = Object.fromEntries(await readFormBody(request));
  const parsed = sizeEditSchema.safeParse(sent);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    const sizeId = typeof sent.sizeId === "string" ? sent.sizeId : null;
    return data<SizeEditAnswer>(
      { sizeId, error: "Not saved: check the marked fields.", fields },
      { status: 400 },
    );
  }
  const form = parsed.data;
  // The size must belong to this page's product; editSize re-reads the size itself in its transaction.
  const product = context.services.catalog.current.productByRoute.get(params.route);
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
    return data<SizeEditAnswer>(
      {
        sizeId: form.sizeId,
        error: `Not saved: this size changed while you were editing (now ${formatCents(priceCents)}, ${
          inventory === null ? "stock not counted" : `${inventory} in stock`
        }). Check the new values and save again.`,
      },
      { status: 409 },
    );
  }
  // Pages and the products API read the snapshot: rebuild it now rather than at the next poll.
  await context.services.catalog.refreshIfStale();
  return data<SizeEditAnswer>({
    sizeId: form.sizeId,
    saved: result.changed.length === 0 ? "Nothing to change." : "Saved. The store shows it now.",
  });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `${loaderData.product.name}: stock and prices` : "Product not found") },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, product, sizes, changes } = loaderData;
  const t = useT();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <StaffHeader staffName={staffName} />
      <section className="mx-auto max-w-4xl px-4 py-8">
        <p>
          <Link to="/staff/products" className="underline">
            ← Stock and prices
          </Link>
        </p>
        <h1 className="font-display mt-4 text-3xl">{product.name}</h1>
        <p className="mt-1 text-stone-600">
          {product.brand} ·{" "}
          <Link to={`/product/${product.route}`} className="underline">
            See it in the store
          </Link>
        </p>
        <div className="mt-6 grid gap-4">
          {sizes.map((size) => {
            const answer = actionData?.sizeId === size.id ? actionData : null;
            const fields = answer && "fields" in answer ? answer.fields : undefined;
            const name = sizeName(size.label, t);
            return (
              // Keyed by the stored values, so a save or a conflict shows the database's values again.
              <Form
                key={`${size.id} ${size.priceCents} ${size.inventory}`}
                method="post"
                className="rounded-md border border-stone-300 p-4"
                aria-label={`${name}: price and stock`}
              >
                <fieldset>
                  <legend className="font-semibold">
                    {name} <span className="text-sm font-normal text-stone-600">({size.id})</span>
                  </legend>
                  <p className="mt-1 text-sm">
                    Now {formatCents(size.priceCents)} · <StockCount inventory={size.inventory} />
                  </p>
                  <input type="hidden" name="sizeId" value={size.id} />
                  <input type="hidden" name="shownPriceCents" value={size.priceCents} />
                  <input type="hidden" name="shownStock" value={size.inventory ?? ""} />
                  <div className="mt-3 flex flex-wrap items-start gap-4">
                    <SizeField
                      label={`Price of ${name} ($)`}
                      name="price"
                      defaultValue={centsToTypedDollars(size.priceCents)}
                      inputMode="decimal"
                      error={fields?.price}
                      id={`${size.id}-price`}
                    />
                    <SizeField
                      label={`Stock of ${name} (bottles)`}
                      hint="Empty when the store does not count it."
                      name="stock"
                      defaultValue={size.inventory === null ? "" : String(size.inventory)}
                      inputMode="numeric"
                      error={fields?.stock}
                      id={`${size.id}-stock`}
                    />
                    <button
                      type="submit"
                      disabled={busy}
                      className="mt-6 rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
                    >
                      Save {name}
                    </button>
                  </div>
                  {answer && (
                    <p
                      role={"error" in answer ? "alert" : "status"}
                      className={`mt-2 font-semibold ${"error" in answer ? "text-red-800" : "text-green-800"}`}
                    >
                      {"error" in answer ? answer.error : answer.saved}
                    </p>
                  )}
                </fieldset>
              </Form>
            );
          })}
        </div>
        <h2 className="font-display mt-8 text-xl">Changes</h2>
        {changes.length === 0 ? (
          <p className="mt-2">No price or stock edits yet.</p>
        ) : (
          <ol className="mt-2 grid gap-1 text-sm">
            {changes.map((change, index) => (
              <li key={index}>
                {change.at} · {change.who}: {change.sizeLabel} {change.kind === "price" ? "price" : "stock"}{" "}
                {changeValue(change.kind, change.before)} → {changeValue(change.kind, change.after)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function changeValue(kind: string, value: number | null): string {
  if (kind === "price") return value === null ? "—" : formatCents(value);
  return value === null ? "not counted" : String(value);
}

function SizeField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  name: string;
  defaultValue: string;
  inputMode: "decimal" | "numeric";
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        {...input}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="w-40 rounded border border-stone-400 px-3 py-2 tabular-nums aria-[invalid=true]:border-red-800"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
