import { formatCents } from "~/utils/money";

/** One line of an order's totals: what it is, its amount, and a test id where a test reads it. */
export interface TotalsLine {
  label: string;
  /** A smaller second line under the label ("6 bottles, 10% off"). */
  detail?: string;
  /** Null while the amount is not known yet: a placeholder holds its place. */
  cents: number | null;
  /** Taken off the order (a deal): shown as "−$6.16". */
  discount?: boolean;
  testId?: string;
  /** Classes on the row's term and amount together (one the stylesheet shows only sometimes). */
  rowClassName?: string;
}

/**
 * An order's totals as a definition list: each line (subtotal, discounts, tax, delivery fee, tip…)
 * then the total, in dollars. The caller names every line in its page's words.
 */
export function OrderTotals({
  lines,
  total,
  className = "",
  columnsClassName = "grid-cols-[1fr_auto]",
  totalClassName = "",
}: {
  lines: TotalsLine[];
  total: TotalsLine;
  className?: string;
  /** A fixed amounts column keeps the labels still while amounts arrive. */
  columnsClassName?: string;
  /** Extra classes for the total's term and amount (a rule above it, a larger type). */
  totalClassName?: string;
}) {
  return (
    <dl className={`grid ${columnsClassName} gap-y-1 ${className}`}>
      {lines.map((line) => (
        <TotalsRow key={line.testId ?? line.label} line={line} />
      ))}
      <TotalsRow line={total} className={`font-semibold ${totalClassName}`} />
    </dl>
  );
}

function TotalsRow({ line, className = "" }: { line: TotalsLine; className?: string }) {
  return (
    <div className={`contents ${line.rowClassName ?? ""}`}>
      <dt className={className}>
        {line.label}
        {line.detail !== undefined && (
          // A line of its own even when empty: a placeholder's row is as tall as the row it stands for.
          <span className="block text-sm text-stone-600">{line.detail || "\u00a0"}</span>
        )}
      </dt>
      <dd data-testid={line.testId} className={`pl-4 text-right tabular-nums ${className}`}>
        {line.cents === null ? (
          // A line of text's height, on the text's baseline: the row is as tall as with the amount.
          <span className="inline-block w-16 rounded bg-stone-100">{"\u00a0"}</span>
        ) : (
          amountText(line.cents, line.discount)
        )}
      </dd>
    </div>
  );
}

/** A discount with a true minus sign, which screen readers say as "minus". */
function amountText(cents: number, discount = false): string {
  return discount ? `\u2212${formatCents(cents)}` : formatCents(cents);
}
