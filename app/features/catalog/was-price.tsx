import { formatCents } from "~/utils/money";

/**
 * The regular price of a size on sale, struck through beside the sale price. A strike is not read
 * aloud, so a screen reader hears "was $15.99".
 */
export function WasPrice({
  wasCents,
  label,
  tone = "text-stone-500",
}: {
  wasCents: number;
  label: string;
  /** Its colour; "" keeps the text's own (on a dark, selected button). */
  tone?: string;
}) {
  return (
    <s className={`ml-1 font-normal ${tone}`} data-was-price="">
      <span className="sr-only">{label} </span>
      {formatCents(wasCents)}
    </s>
  );
}
