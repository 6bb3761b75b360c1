import { Form, useNavigation } from "react-router";
import type { ProductDetails } from "~/features/catalog";
import { NEW_PRODUCT_SIZE_ROWS } from "./product-form";

/** A product form's answer: saved, or why not, with the fields at fault. */
export type ProductFormAnswer =
  | { form: "details" | "retire"; saved: string }
  | { form: "details" | "retire" | "new"; error: string; fields?: Record<string, string> };

const INPUT = "mt-1 w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2";
const BUTTON = "rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {error}
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
  error?: string;
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
  if (!answer) return null;
  const failed = "error" in answer;
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`mt-2 font-semibold ${failed ? "text-red-800" : "text-green-800"}`}
    >
      {failed ? answer.error : answer.saved}
    </p>
  );
}

/** The fields a product's details have, in the new-product form and the edit form alike. */
function DetailFields({ details, fields }: { details?: ProductDetails; fields?: Record<string, string> }) {
  return (
    <>
      <TextField
        id="product-name"
        name="name"
        label="Name"
        defaultValue={details?.name}
        error={fields?.name}
        required
      />
      <TextField
        id="product-brand"
        name="brand"
        label="Brand"
        defaultValue={details?.brand}
        error={fields?.brand}
        required
      />
      <TextField
        id="product-description"
        name="description"
        label="Description"
        defaultValue={details?.description}
        error={fields?.description}
        multiline
      />
      <TextField
        id="product-description-es"
        name="descriptionEs"
        label="Description in Spanish (optional)"
        defaultValue={details?.descriptionEs ?? ""}
        error={fields?.descriptionEs}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="product-wine-type"
          name="wineType"
          label="Wine type (wines only)"
          defaultValue={details?.wineType ?? ""}
          error={fields?.wineType}
        />
        <TextField
          id="product-varietal"
          name="varietal"
          label="Varietal (wines only)"
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
  const busy = useNavigation().state !== "idle";
  const fields = answer && "fields" in answer ? answer.fields : undefined;
  return (
    <Form
      method="post"
      className="grid gap-4 rounded-md border border-stone-300 p-4"
      aria-label="Product details"
    >
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="shown" value={JSON.stringify(details)} />
      <DetailFields details={details} fields={fields} />
      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          Save details
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
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="rounded-md border border-stone-300 p-4">
      <h2 className="font-display text-xl">{retired ? "Retired" : "On sale"}</h2>
      <p className="mt-1 text-sm">
        {retired
          ? `${name} is not in the store: not in search, the catalogue, home or the sitemap. Restore it to sell it again.`
          : `Retiring ${name} takes it off the store at once (search, catalogue, home, sitemap); past orders keep it.`}
      </p>
      <button
        type="submit"
        name="intent"
        value={retired ? "restore" : "retire"}
        disabled={busy}
        className="mt-3 rounded-md border border-stone-500 px-4 py-2 font-semibold disabled:opacity-60"
      >
        {retired ? `Restore ${name}` : `Retire ${name}`}
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
  const busy = useNavigation().state !== "idle";
  const fields = answer && "fields" in answer ? answer.fields : undefined;
  return (
    <Form method="post" className="mt-6 grid gap-4" aria-label="New product">
      {answer && "error" in answer && (
        <p role="alert" className="font-semibold text-red-800">
          {answer.error}
        </p>
      )}
      <div className="min-w-0">
        <label htmlFor="product-subtype" className="block text-sm font-semibold">
          Type and subtype
        </label>
        <select
          id="product-subtype"
          name="subtype"
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
      <DetailFields fields={fields} />
      <fieldset className="min-w-0">
        <legend className="font-semibold">Sizes</legend>
        <p className="text-sm text-stone-600">
          One row per size; leave the rest empty. Stock empty when the store does not count it; id empty to
          have one made.
        </p>
        <div className="mt-2 grid gap-3">
          {Array.from({ length: NEW_PRODUCT_SIZE_ROWS }, (_, row) => (
            <SizeRow key={row} row={row} fields={fields} />
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          Add product
        </button>
      </div>
    </Form>
  );
}

function SizeRow({ row, fields }: { row: number; fields: Record<string, string> | undefined }) {
  const field = (name: string) => `sizes.${row}.${name}`;
  const id = (name: string) => `size-${row}-${name}`;
  return (
    <div
      className="grid min-w-0 grid-cols-2 gap-2 rounded bg-stone-50 p-2 sm:grid-cols-4"
      role="group"
      aria-label={`Size ${row + 1}`}
    >
      <TextField
        id={id("label")}
        name={field("label")}
        label={`Size ${row + 1} label`}
        error={fields?.[field("label")]}
      />
      <TextField
        id={id("price")}
        name={field("price")}
        label={`Size ${row + 1} price ($)`}
        error={fields?.[field("price")]}
      />
      <TextField
        id={id("stock")}
        name={field("stock")}
        label={`Size ${row + 1} stock`}
        error={fields?.[field("stock")]}
      />
      <TextField
        id={id("id")}
        name={field("id")}
        label={`Size ${row + 1} id`}
        error={fields?.[field("id")]}
      />
    </div>
  );
}
