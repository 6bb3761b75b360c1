import { formatCents } from "~/utils/money";

/** One line of an order's totals: what it is, its amount, and a test id where a test reads it. */
export interface TotalsLine {
  label: string;
  /** Null while the amount is not known yet: a placeholder holds its place. */
  cents: number | null;
  testId?: string;
}

/**
 * An order's totals as a definition list: each line (subtotal, tax, delivery fee, tip…) then the
 * total, in dollars. The caller names every line in its page's words.
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
    <div className="contents">
      <dt className={className}>{line.label}</dt>
      <dd data-testid={line.testId} className={`pl-4 text-right tabular-nums ${className}`}>
        {line.cents === null ? (
          // A line of text's height, on the text's baseline: the row is as tall as with the amount.
          <span className="inline-block w-16 rounded bg-stone-100">{"\u00a0"}</span>
        ) : (
          formatCents(line.cents)
        )}
      </dd>
    </div>
  );
}
