import { Link } from "react-router";
import { TableHead } from "~/components/table-head";
import { formatCents } from "~/utils/money";
import {
  CHART_DAYS,
  RATE_WINDOW_DAYS,
  RUNNING_OUT_DAYS,
  type BestSeller,
  type CallConfirmation,
  type DashboardFigures,
  type DaySales,
  type RunningOutSize,
  type SoldOutSize,
} from "./dashboard-figures";
import { formatChange, formatDay, formatDaysLeft, formatDuration } from "./dashboard-format";
import { NARROW_CHART, SalesChart, WIDE_CHART } from "./sales-chart";

export interface DashboardPageProps {
  figures: DashboardFigures;
  /** When the figures were counted, in the store's time ("Nov 27, 2026, 3:30 PM"). */
  countedAt: string;
  /** The time of day last week's figures run to ("3:30 PM"). */
  lastWeekUntil: string;
  timeZone: string;
}

const SECTION = "mt-10";
const NUMBER_CELL = { className: "py-1 pl-3 text-right" };
const NAME_HEADING = { className: "py-1 pr-3 text-left" };

/** The owner's view of the store: sales per day, today against last week, what sells, what runs out, how fast the calls go. */
export function DashboardPage({ figures, countedAt, lastWeekUntil, timeZone }: DashboardPageProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl">The day&rsquo;s numbers</h1>
      <p className="mt-2 max-w-prose text-stone-700">
        Counted at {countedAt}, by the store&rsquo;s days ({timeZone}). Revenue is what the orders came to
        (bottles, tax, delivery fee and tip); cancelled orders are left out of every figure.
      </p>
      <TodaySoFar figures={figures} lastWeekUntil={lastWeekUntil} />
      <LastDays days={figures.days} />
      <BestSellers sizes={figures.bestSellers} />
      <RunningOut runningOut={figures.runningOut} soldOut={figures.soldOut} />
      <CallWait confirmation={figures.confirmation} />
    </section>
  );
}

function TodaySoFar({ figures, lastWeekUntil }: { figures: DashboardFigures; lastWeekUntil: string }) {
  const { today, lastWeek } = figures;
  return (
    <section aria-labelledby="today-heading" className={SECTION}>
      <h2 id="today-heading" className="text-xl font-semibold">
        Today so far
      </h2>
      <p className="mt-1 text-stone-700">
        Against last {formatDay(lastWeek.day, "weekday")} ({formatDay(lastWeek.day, "short")}) until{" "}
        {lastWeekUntil}.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure
          name="Orders"
          value={String(today.orders)}
          change={formatChange(today.orders, lastWeek.orders)}
          before={String(lastWeek.orders)}
        />
        <Figure
          name="Revenue"
          value={formatCents(today.revenueCents)}
          change={formatChange(today.revenueCents, lastWeek.revenueCents, formatCents)}
          before={formatCents(lastWeek.revenueCents)}
        />
      </dl>
    </section>
  );
}

function Figure({
  name,
  value,
  change,
  before,
}: {
  name: string;
  value: string;
  change: string;
  before: string;
}) {
  return (
    <div className="rounded border border-stone-300 p-4" data-figure={name}>
      <dt className="font-semibold text-stone-700">{name}</dt>
      <dd className="text-3xl font-semibold">{value}</dd>
      <dd className="text-stone-700">
        {change} against {before}
      </dd>
    </div>
  );
}

function LastDays({ days }: { days: DaySales[] }) {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenueCents, 0);
  return (
    <section aria-labelledby="days-heading" className={SECTION}>
      <h2 id="days-heading" className="text-xl font-semibold">
        Last {CHART_DAYS} days
      </h2>
      <p className="mt-1 text-stone-700">
        {orders} {orders === 1 ? "order" : "orders"}, {formatCents(revenue)} in all; today&rsquo;s bar is so
        far.
      </p>
      <div className="mt-4 hidden max-w-[720px] sm:block">
        <SalesChart days={days} frame={WIDE_CHART} />
      </div>
      <div className="mt-4 sm:hidden">
        <SalesChart days={days} frame={NARROW_CHART} />
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">Every day&rsquo;s figures</summary>
        <table className="mt-2 w-full max-w-md text-sm">
          <TableHead
            columns={[
              { heading: "Day", ...NAME_HEADING },
              { heading: "Orders", ...NUMBER_CELL },
              { heading: "Revenue", ...NUMBER_CELL },
            ]}
          />
          <tbody>
            {days.toReversed().map((day) => (
              <tr key={day.day} className="border-b border-stone-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {formatDay(day.day)}
                </th>
                <td {...NUMBER_CELL}>{day.orders}</td>
                <td {...NUMBER_CELL}>{formatCents(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** "Buchanan's 12, 750ml": a size as the console names it. */
const sizeName = (size: { productName: string; sizeLabel: string }) =>
  `${size.productName}, ${size.sizeLabel}`;

function BestSellers({ sizes }: { sizes: BestSeller[] }) {
  return (
    <section aria-labelledby="best-heading" className={SECTION}>
      <h2 id="best-heading" className="text-xl font-semibold">
        Best sellers, last {CHART_DAYS} days
      </h2>
      {sizes.length === 0 ? (
        <p className="mt-2">Nothing sold in these days.</p>
      ) : (
        <table className="mt-2 w-full max-w-2xl text-sm" data-table="best-sellers">
          <TableHead
            columns={[
              { heading: "Size", ...NAME_HEADING },
              { heading: "Units", ...NUMBER_CELL },
              { heading: "Revenue", ...NUMBER_CELL },
            ]}
          />
          <tbody>
            {sizes.map((size) => (
              <tr key={size.sizeId} className="border-b border-stone-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal break-words">
                  {sizeName(size)}
                </th>
                <td {...NUMBER_CELL}>{size.units}</td>
                <td {...NUMBER_CELL}>{formatCents(size.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function SizeLink({ size }: { size: SoldOutSize }) {
  return (
    <Link to={`/staff/products/${encodeURIComponent(size.productRoute)}`} className="underline break-words">
      {sizeName(size)}
    </Link>
  );
}

function RunningOut({ runningOut, soldOut }: { runningOut: RunningOutSize[]; soldOut: SoldOutSize[] }) {
  return (
    <section aria-labelledby="running-out-heading" className={SECTION}>
      <h2 id="running-out-heading" className="text-xl font-semibold">
        Running out within {RUNNING_OUT_DAYS} days
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">
        Counted stock against the rate of sale of the last {RATE_WINDOW_DAYS} days (units sold ÷{" "}
        {RATE_WINDOW_DAYS} a day). Sizes whose stock is not counted are not here.
      </p>
      {runningOut.length === 0 ? (
        <p className="mt-2">Nothing runs out within {RUNNING_OUT_DAYS} days at this rate.</p>
      ) : (
        <table className="mt-2 w-full max-w-2xl text-sm" data-table="running-out">
          <TableHead
            columns={[
              { heading: "Size", ...NAME_HEADING },
              { heading: "In stock", ...NUMBER_CELL },
              { heading: `Sold, ${RATE_WINDOW_DAYS} days`, ...NUMBER_CELL },
              { heading: "Days left", ...NUMBER_CELL },
            ]}
          />
          <tbody>
            {runningOut.map((size) => (
              <tr key={size.sizeId} className="border-b border-stone-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  <SizeLink size={size} />
                </th>
                <td {...NUMBER_CELL}>{size.inventory}</td>
                <td {...NUMBER_CELL}>{size.units}</td>
                <td {...NUMBER_CELL}>{formatDaysLeft(size.daysLeft)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-6 font-semibold">Sold out, and sold in the last {RATE_WINDOW_DAYS} days</h3>
      {soldOut.length === 0 ? (
        <p className="mt-2">None.</p>
      ) : (
        <table className="mt-2 w-full max-w-2xl text-sm" data-table="sold-out">
          <TableHead
            columns={[
              { heading: "Size", ...NAME_HEADING },
              { heading: `Sold, ${RATE_WINDOW_DAYS} days`, ...NUMBER_CELL },
            ]}
          />
          <tbody>
            {soldOut.map((size) => (
              <tr key={size.sizeId} className="border-b border-stone-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  <SizeLink size={size} />
                </th>
                <td {...NUMBER_CELL}>{size.units}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CallWait({ confirmation }: { confirmation: CallConfirmation }) {
  return (
    <section aria-labelledby="call-heading" className={SECTION}>
      <h2 id="call-heading" className="text-xl font-semibold">
        From order to confirming call
      </h2>
      <p className="mt-2" data-figure="call-wait">
        {confirmation.averageSeconds === null ? (
          <>No order placed in the last {CHART_DAYS} days has been confirmed yet.</>
        ) : (
          <>
            <strong className="text-2xl">{formatDuration(confirmation.averageSeconds)}</strong> on average,
            over the {confirmation.orders} {confirmation.orders === 1 ? "order" : "orders"} placed in the last{" "}
            {CHART_DAYS} days and confirmed since.
          </>
        )}
      </p>
    </section>
  );
}
