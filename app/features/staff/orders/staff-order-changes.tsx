import { Form, Link, useNavigation } from "react-router";
import { sizeName } from "~/features/catalog";
import { formatCents } from "~/utils/money";
import { useStaffOrderT } from "./staff-order-messages";
import type { StaffOrder, StaffOrderLine, SubstitutesView } from "./staff-order-view";

/**
 * Changes agreed on the call, one line at a time: its quantity, taking it off, or another size
 * instead. The server reprices and moves the stock; every form carries the order's version.
 */
export function OrderChanges({
  order,
  substitutes,
  maxPerLine,
}: {
  order: StaffOrder;
  substitutes: SubstitutesView | null;
  /** The most bottles of one size an order line holds, sent by the server (kept out of the storefront's shared code). */
  maxPerLine: number;
}) {
  const t = useStaffOrderT();
  return (
    <section id="order-changes" aria-labelledby="order-changes-heading" className="mt-8 print:hidden">
      <h2 id="order-changes-heading" className="font-display text-xl">
        {t("changes.title")}
      </h2>
      <p className="mt-1">{t("changes.intro")}</p>
      <ul className="mt-3 grid gap-4">
        {order.lines.map((line) => (
          <LineChanges
            key={line.lineId}
            line={line}
            version={order.version}
            canRemove={order.lines.length > 1}
            substitutes={substitutes?.lineId === line.lineId ? substitutes : null}
            number={order.number}
            maxPerLine={maxPerLine}
          />
        ))}
      </ul>
    </section>
  );
}

function LineChanges({
  line,
  version,
  canRemove,
  substitutes,
  number,
  maxPerLine,
}: {
  line: StaffOrderLine;
  version: number;
  canRemove: boolean;
  substitutes: SubstitutesView | null;
  number: string;
  maxPerLine: number;
}) {
  const t = useStaffOrderT();
  const busy = useNavigation().state !== "idle";
  const title = `${line.name} (${sizeName(line.size, t)})`;
  const field = `line-${line.lineId}`;
  return (
    <li className="rounded border border-stone-300 p-3" data-line-changes={line.id}>
      <h3 className="font-semibold break-words">{title}</h3>
      <p className="mt-1">
        <SubstitutionLabel line={line} />
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <LineFields intent="quantity" line={line} version={version} />
          <label htmlFor={`${field}-quantity`} className="grid gap-1 text-sm font-semibold">
            {t("changes.bottles")}
            <input
              id={`${field}-quantity`}
              name="quantity"
              type="number"
              min={1}
              max={maxPerLine}
              defaultValue={line.quantity}
              required
              className="w-20 rounded border border-stone-400 px-2 py-1 font-normal"
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded border border-stone-500 px-3 py-1.5 font-semibold"
          >
            {t("changes.saveQuantity")}
            <span className="sr-only"> {t("changes.ofLine", { line: title })}</span>
          </button>
        </Form>
        {canRemove && (
          <Form method="post">
            <LineFields intent="remove" line={line} version={version} />
            <button
              type="submit"
              disabled={busy}
              className="rounded border border-red-800 px-3 py-1.5 font-semibold text-red-800"
            >
              {t("changes.remove")}
              <span className="sr-only"> {title}</span>
            </button>
          </Form>
        )}
        {!substitutes && (
          <Link
            to={`/staff/orders/${number}?swap=${line.lineId}#line-${line.lineId}-substitute`}
            className="px-2 py-1.5 underline"
          >
            {t("changes.substitute")}
            <span className="sr-only"> {title}</span>…
          </Link>
        )}
      </div>
      {substitutes && (
        <SubstituteForm line={line} version={version} substitutes={substitutes} title={title} />
      )}
    </li>
  );
}

/** The shopper's wish for a missing bottle, always in sight while choosing a substitute. */
function SubstitutionLabel({ line }: { line: StaffOrderLine }) {
  const t = useStaffOrderT();
  return (
    <span className="inline-block rounded border border-stone-700 px-2 py-0.5 text-sm font-semibold">
      {t("pick.ifMissing", { choice: t(`ifMissing.${line.substitution}`) })}
    </span>
  );
}

function LineFields({ intent, line, version }: { intent: string; line: StaffOrderLine; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="line" value={line.lineId} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

/** Search the sizes in stock, then pick one: the store charges today's price for it. */
function SubstituteForm({
  line,
  version,
  substitutes,
  title,
}: {
  line: StaffOrderLine;
  version: number;
  substitutes: SubstitutesView;
  title: string;
}) {
  const t = useStaffOrderT();
  const field = `line-${line.lineId}-substitute`;
  return (
    <div id={field} className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-3 border-t border-stone-200 pt-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="swap" value={line.lineId} />
        <label htmlFor={`${field}-search`} className="grid gap-1 text-sm font-semibold">
          {t("changes.search")}
          <input
            id={`${field}-search`}
            name="q"
            type="search"
            defaultValue={substitutes.query}
            className="rounded border border-stone-400 px-2 py-1 font-normal"
          />
        </label>
        <button type="submit" className="rounded border border-stone-500 px-3 py-1.5 font-semibold">
          {t("changes.searchButton")}
        </button>
      </Form>
      {substitutes.sizes.length === 0 ? (
        <p>{t("changes.noMatch")}</p>
      ) : (
        <Form method="post" className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <LineFields intent="substitute" line={line} version={version} />
          <label htmlFor={`${field}-size`} className="font-semibold">
            {t("changes.insteadOf", { line: title })}
          </label>
          <select
            id={`${field}-size`}
            name="size"
            required
            className="w-full rounded border border-stone-400 p-2"
          >
            {substitutes.sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.name} ({sizeName(size.size, t)}) · {formatCents(size.unitPriceCents)}
                {size.inventory === null ? "" : ` · ${t("changes.inStock", { count: size.inventory })}`}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="bg-brand justify-self-start rounded-md px-3 py-2 font-semibold text-white"
          >
            {t("changes.substitute")}
          </button>
        </Form>
      )}
    </div>
  );
}
