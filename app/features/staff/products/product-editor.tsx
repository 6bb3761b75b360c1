import { Form, useNavigation } from "react-router";
import type { ProductDetails } from "~/features/catalog";
import { NEW_PRODUCT_SIZE_ROWS } from "./product-form";
import { useStaffProductT, type StaffProductText } from "./staff-product-messages";

/** A product form's answer: saved, or why not, with the fields at fault; texts the page writes. */
export type ProductFormAnswer =
  | { form: "details" | "retire" | "style"; saved: StaffProductText }
  | {
      form: "details" | "retire" | "style" | "new";
      error: StaffProductText;
      fields?: Record<string, StaffProductText>;
      /** A refused new product: what was typed, so a page without JavaScript shows it again. */
      typed?: Record<string, string>;
    };

type FieldProblems = Record<string, StaffProductText> | undefined;

const INPUT = "mt-1 w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2";
const BUTTON = "rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60";

function FieldError({ id, error }: { id: string; error: StaffProductText | undefined }) {
  const t = useStaffProductT();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {t(error.key, error.values)}
    </p>
  );
}

/** A labelled text input (or text area) with its error, named as the form sends it. */
function TextField({
  id,
  name,
  label,
  defaultValue,
  error,
  multiline = false,
  required = false,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: StaffProductText;
  multiline?: boolean;
  required?: boolean;
}) {
  const described = error ? `${id}-error` : undefined;
  const props = {
    id,
    name,
    defaultValue,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: INPUT,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
      <FieldError id={id} error={error} />
    </div>
  );
}

function AnswerLine({ answer }: { answer: ProductFormAnswer | null }) {
  const t = useStaffProductT();
  if (!answer) return null;
  const failed = "error" in answer;
  const text = failed ? answer.error : answer.saved;
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`mt-2 font-semibold ${failed ? "text-red-800" : "text-green-800"}`}
    >
      {t(text.key, text.values)}
    </p>
  );
}

/** The fields a product's details have, in the new-product form and the edit form alike. */
function DetailFields({ details, fields }: { details?: ProductDetails; fields?: FieldProblems }) {
  const t = useStaffProductT();
  return (
    <>
      <TextField
        id="product-name"
        name="name"
        label={t("editor.name")}
        defaultValue={details?.name}
        error={fields?.name}
        required
      />
      <TextField
        id="product-brand"
        name="brand"
        label={t("editor.brand")}
        defaultValue={details?.brand}
        error={fields?.brand}
        required
      />
      <TextField
        id="product-description"
        name="description"
        label={t("editor.description")}
        defaultValue={details?.description}
        error={fields?.description}
        multiline
      />
      <TextField
        id="product-description-es"
        name="descriptionEs"
        label={t("editor.descriptionEs")}
        defaultValue={details?.descriptionEs ?? ""}
        error={fields?.descriptionEs}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="product-wine-type"
          name="wineType"
          label={t("editor.wineType")}
          defaultValue={details?.wineType ?? ""}
          error={fields?.wineType}
        />
        <TextField
          id="product-varietal"
          name="varietal"
          label={t("editor.varietal")}
          defaultValue={details?.varietal ?? ""}
          error={fields?.varietal}
        />
      </div>
    </>
  );
}

/** A product's name, brand, description, wine type and varietal, sent with what the page showed. */
export function ProductDetailsForm({
  details,
  answer,
}: {
  details: ProductDetails;
  answer: ProductFormAnswer | null;
}) {
  const t = useStaffProductT();
  const busy = useNavigation().state !== "idle";
  const fields = answer && "fields" in answer ? answer.fields : undefined;
  return (
    <Form
      method="post"
      className="grid gap-4 rounded-md border border-stone-300 p-4"
      aria-label={t("editor.detailsForm")}
    >
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="shown" value={JSON.stringify(details)} />
      <DetailFields details={details} fields={fields} />
      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          {t("editor.saveDetails")}
        </button>
        <AnswerLine answer={answer} />
      </div>
    </Form>
  );
}

/** Takes the product off the storefront, or puts a retired one back. */
export function RetireProductForm({
  name,
  retired,
  answer,
}: {
  name: string;
  retired: boolean;
  answer: ProductFormAnswer | null;
}) {
  const t = useStaffProductT();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="rounded-md border border-stone-300 p-4">
      <h2 className="font-display text-xl">{t(retired ? "editor.retired" : "editor.onSale")}</h2>
      <p className="mt-1 text-sm">
        {t(retired ? "editor.retiredExplained" : "editor.retireExplained", { product: name })}
      </p>
      <button
        type="submit"
        name="intent"
        value={retired ? "restore" : "retire"}
        disabled={busy}
        className="mt-3 rounded-md border border-stone-500 px-4 py-2 font-semibold disabled:opacity-60"
      >
        {t(retired ? "editor.restore" : "editor.retire", { product: name })}
      </button>
      <AnswerLine answer={answer} />
    </Form>
  );
}

/** A type and subtype, as the new-product form offers them. */
export interface SubtypeChoice {
  value: string;
  label: string;
}

/** A product the store just received: its kind, details and up to six sizes. */
export function NewProductForm({
  subtypes,
  answer,
}: {
  subtypes: SubtypeChoice[];
  answer: ProductFormAnswer | undefined;
}) {
  const t = useStaffProductT();
  const busy = useNavigation().state !== "idle";
  const fields = answer && "fields" in answer ? answer.fields : undefined;
  const typed = (answer && "typed" in answer && answer.typed) || {};
  return (
    <Form method="post" className="mt-6 grid gap-4" aria-label={t("new.form")}>
      {answer && "error" in answer && (
        <p role="alert" className="font-semibold text-red-800">
          {t(answer.error.key, answer.error.values)}
        </p>
      )}
      <div className="min-w-0">
        <label htmlFor="product-subtype" className="block text-sm font-semibold">
          {t("new.subtype")}
        </label>
        <select
          id="product-subtype"
          name="subtype"
          defaultValue={typed.subtype}
          className={INPUT}
          aria-invalid={fields?.subtype ? true : undefined}
          aria-describedby={fields?.subtype ? "product-subtype-error" : undefined}
        >
          {subtypes.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <FieldError id="product-subtype" error={fields?.subtype} />
      </div>
      <DetailFields fields={fields} details={typedDetails(typed)} />
      <fieldset className="min-w-0">
        <legend className="font-semibold">{t("new.sizes")}</legend>
        <p className="text-sm text-stone-600">{t("new.sizesHint")}</p>
        <div className="mt-2 grid gap-3">
          {Array.from({ length: NEW_PRODUCT_SIZE_ROWS }, (_, row) => (
            <SizeRow key={row} row={row} fields={fields} typed={typed} />
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          {t("new.add")}
        </button>
      </div>
    </Form>
  );
}

/** The details as typed into a refused new-product form. */
function typedDetails(typed: Record<string, string>): ProductDetails {
  return {
    name: typed.name ?? "",
    brand: typed.brand ?? "",
    description: typed.description ?? "",
    descriptionEs: typed.descriptionEs ?? null,
    wineType: typed.wineType ?? null,
    varietal: typed.varietal ?? null,
  };
}

function SizeRow({
  row,
  fields,
  typed,
}: {
  row: number;
  fields: FieldProblems;
  typed: Record<string, string>;
}) {
  const t = useStaffProductT();
  const number = { row: row + 1 };
  const field = (name: string) => `sizes.${row}.${name}`;
  const id = (name: string) => `size-${row}-${name}`;
  return (
    <div
      className="grid min-w-0 grid-cols-2 gap-2 rounded bg-stone-50 p-2 sm:grid-cols-4"
      role="group"
      aria-label={t("new.size", number)}
    >
      <TextField
        id={id("label")}
        name={field("label")}
        label={t("new.sizeLabel", number)}
        defaultValue={typed[field("label")]}
        error={fields?.[field("label")]}
      />
      <TextField
        id={id("price")}
        name={field("price")}
        label={t("new.sizePrice", number)}
        defaultValue={typed[field("price")]}
        error={fields?.[field("price")]}
      />
      <TextField
        id={id("stock")}
        name={field("stock")}
        label={t("new.sizeStock", number)}
        defaultValue={typed[field("stock")]}
        error={fields?.[field("stock")]}
      />
      <TextField
        id={id("id")}
        name={field("id")}
        label={t("new.sizeId", number)}
        defaultValue={typed[field("id")]}
        error={fields?.[field("id")]}
      />
    </div>
  );
}
