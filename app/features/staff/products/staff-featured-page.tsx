import { Form, Link, useNavigation } from "react-router";
import { useStaffFeaturedT, type ShelfAnswerKey } from "./staff-featured-messages";

/** A product as a shelf lists it. */
export interface ShelfProduct {
  route: string;
  name: string;
  inStock: boolean;
}

/** One home section as staff steer it: what they chose, what the store fills, what they may add. */
export interface ShelfView {
  type: string;
  title: string;
  /** How many products home shows in this section (specification §2). */
  count: number;
  chosen: ShelfProduct[];
  filled: ShelfProduct[];
  candidates: ShelfProduct[];
}

/** A featured shelf change as the page hears of it, keyed by the shelf it was for. */
export type ShelfAnswer =
  { type: string; saved: ShelfAnswerKey } | { type: string | null; error: ShelfAnswerKey };

/** A change to the shelves, as the page lists it. */
export interface ShelfChangeLine {
  at: string;
  who: string;
  summary: string;
}

export interface StaffFeaturedPageProps {
  shelves: ShelfView[];
  changes: ShelfChangeLine[];
  answer: ShelfAnswer | undefined;
}

/** Home's featured sections: staff choose and order the first products; the store fills the rest. */
export function StaffFeaturedPage({ shelves, changes, answer }: StaffFeaturedPageProps) {
  const t = useStaffFeaturedT();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("shelves.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">
        {t("shelves.introBefore")}{" "}
        <Link to="/" className="underline">
          {t("shelves.homePage")}
        </Link>{" "}
        {t("shelves.introAfter")}
      </p>
      {answer && "error" in answer && answer.type === null && (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {t(answer.error)}
        </p>
      )}
      <div className="mt-6 grid gap-6">
        {shelves.map((shelf) => (
          <Shelf key={shelf.type} shelf={shelf} answer={answer?.type === shelf.type ? answer : null} />
        ))}
      </div>
      <h2 className="font-display mt-8 text-xl">{t("shelves.changes")}</h2>
      {changes.length === 0 ? (
        <p className="mt-2">{t("shelves.noChanges")}</p>
      ) : (
        <ol className="mt-2 grid gap-1 text-sm break-words">
          {changes.map((change, index) => (
            <li key={index}>
              {change.at} · {change.who}: {change.summary}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Shelf({ shelf, answer }: { shelf: ShelfView; answer: ShelfAnswer | null }) {
  const t = useStaffFeaturedT();
  const headingId = `shelf-${shelf.type}`;
  const shown = shelf.chosen.map((product) => product.route).join("\n");
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-md border border-stone-300 p-4">
      <h2 id={headingId} className="font-display text-2xl">
        {shelf.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t("shelves.shows", {
          count: shelf.count,
          chosen: shelf.chosen.filter((product) => product.inStock).length,
          filled: shelf.filled.length,
        })}
      </p>
      {shelf.chosen.length === 0 ? (
        <p className="mt-3">{t("shelves.noneChosen")}</p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label={t("shelves.chosenList", { shelf: shelf.title })}>
          {shelf.chosen.map((product, index) => (
            <ChosenProduct
              key={product.route}
              type={shelf.type}
              shown={shown}
              product={product}
              first={index === 0}
              last={index === shelf.chosen.length - 1}
            />
          ))}
        </ol>
      )}
      <AddToShelf shelf={shelf} shown={shown} />
      {answer && (
        <p
          role={"error" in answer ? "alert" : "status"}
          className={`mt-2 font-semibold ${"error" in answer ? "text-red-800" : "text-green-800"}`}
        >
          {t("error" in answer ? answer.error : answer.saved)}
        </p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold">
          {t("shelves.filled", { count: shelf.filled.length })}
        </summary>
        <ol className="mt-2 list-decimal pl-6 text-sm">
          {shelf.filled.map((product) => (
            <li key={product.route} className="break-words">
              {product.name}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}

function ShelfFields({ type, shown, route }: { type: string; shown: string; route?: string }) {
  return (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="shown" value={shown} />
      {route !== undefined && <input type="hidden" name="route" value={route} />}
    </>
  );
}

const SMALL_BUTTON = "rounded border border-stone-400 px-2 py-1 text-sm font-semibold disabled:opacity-50";

function ChosenProduct({
  type,
  shown,
  product,
  first,
  last,
}: {
  type: string;
  shown: string;
  product: ShelfProduct;
  first: boolean;
  last: boolean;
}) {
  const t = useStaffFeaturedT();
  const busy = useNavigation().state !== "idle";
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded bg-stone-50 p-2">
      <span className="min-w-0 break-words">
        {product.name}
        {!product.inStock && <span className="ml-2 text-sm text-red-800">{t("shelves.outOfStock")}</span>}
      </span>
      <Form method="post" className="flex gap-1">
        <ShelfFields type={type} shown={shown} route={product.route} />
        <button type="submit" name="intent" value="up" disabled={busy || first} className={SMALL_BUTTON}>
          <span aria-hidden="true">↑</span>{" "}
          <span className="sr-only">{t("shelves.moveUp", { product: product.name })}</span>
        </button>
        <button type="submit" name="intent" value="down" disabled={busy || last} className={SMALL_BUTTON}>
          <span aria-hidden="true">↓</span>{" "}
          <span className="sr-only">{t("shelves.moveDown", { product: product.name })}</span>
        </button>
        <button type="submit" name="intent" value="remove" disabled={busy} className={SMALL_BUTTON}>
          {t("shelves.remove")}
          <span className="sr-only"> {product.name}</span>
        </button>
      </Form>
    </li>
  );
}

function AddToShelf({ shelf, shown }: { shelf: ShelfView; shown: string }) {
  const t = useStaffFeaturedT();
  const busy = useNavigation().state !== "idle";
  const selectId = `add-${shelf.type}`;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      <ShelfFields type={shelf.type} shown={shown} />
      <div className="min-w-0 grow">
        <label htmlFor={selectId} className="block text-sm font-semibold">
          {t("shelves.addTo", { shelf: shelf.title })}
        </label>
        <select
          id={selectId}
          name="route"
          className="mt-1 w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2"
        >
          {shelf.candidates.map((product) => (
            <option key={product.route} value={product.route}>
              {product.name}
              {product.inStock ? "" : ` ${t("shelves.outOfStockOption")}`}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        name="intent"
        value="add"
        disabled={busy || shelf.candidates.length === 0}
        className="rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t("shelves.add")}
      </button>
    </Form>
  );
}
