import type { FieldErrors } from "~/features/orders";
import { useCheckoutT } from "./checkout-texts";
import { AGE_FIELD, LINES_FIELD } from "./checkout-form";
import { errorId, fieldId } from "./checkout-fields";

/** The page's fields top to bottom, so the error summary reads in the order the shopper meets them. */
const FIELD_ORDER = [
  LINES_FIELD,
  "line:",
  "fulfilment",
  "customer",
  "notes",
  "gift",
  "paymentMethod",
  "tipPercent",
  AGE_FIELD,
];
/** Server errors about the request as a whole, not one field the shopper can fix. */
const GENERAL_FIELDS = new Set(["body", "idempotencyKey", "language"]);

/** Every field with an error, each a link to it, announced when it appears. */
export function ErrorSummary({ fields, errors }: { fields: readonly string[]; errors: FieldErrors }) {
  const t = useCheckoutT();
  const listed = fields.filter((field) => errors[field]?.length).sort((a, b) => fieldRank(a) - fieldRank(b));
  if (listed.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t("checkout.errorSummary", { count: listed.length })}</p>
      <ul className="mt-2 list-disc pl-5">
        {listed.map((field) => (
          <li key={field}>
            {GENERAL_FIELDS.has(field) ? (
              errors[field]![0]
            ) : (
              <a
                href={`#${field.startsWith("line:") ? errorId(field) : fieldId(field)}`}
                className="underline"
              >
                {errors[field]![0]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function fieldRank(field: string): number {
  const rank = FIELD_ORDER.findIndex((prefix) => field.startsWith(prefix));
  return rank === -1 ? FIELD_ORDER.length : rank;
}
