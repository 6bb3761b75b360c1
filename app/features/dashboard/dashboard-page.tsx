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
import { DashboardDeliveries } from "./dashboard-deliveries";
import { useDashboardT } from "./dashboard-messages";
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
  const t = useDashboardT();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("dashboard.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t("dashboard.intro", { countedAt, timeZone })}</p>
      <TodaySoFar figures={figures} lastWeekUntil={lastWeekUntil} />
      <LastDays days={figures.days} />
      <BestSellers sizes={figures.bestSellers} />
      <RunningOut runningOut={figures.runningOut} soldOut={figures.soldOut} />
      <CallWait confirmation={figures.confirmation} />
      <DashboardDeliveries figures={figures} />
    </section>
  );
}

function TodaySoFar({ figures, lastWeekUntil }: { figures: DashboardFigures; lastWeekUntil: string }) {
  const { today, lastWeek } = figures;
  const t = useDashboardT();
  return (
    <section aria-labelledby="today-heading" className={SECTION}>
      <h2 id="today-heading" className="text-xl font-semibold">
        {t("dashboard.today")}
      </h2>
      <p className="mt-1 text-stone-700">
        {t("dashboard.againstLastWeek", {
          weekday: formatDay(lastWeek.day, "weekday", t),
          date: formatDay(lastWeek.day, "short", t),
          time: lastWeekUntil,
        })}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure
          figure="Orders"
          name={t("dashboard.orders")}
          value={String(today.orders)}
          change={formatChange(today.orders, lastWeek.orders, String, t)}
          before={String(lastWeek.orders)}
        />
        <Figure
          figure="Revenue"
          name={t("dashboard.revenue")}
          value={formatCents(today.revenueCents)}
          change={formatChange(today.revenueCents, lastWeek.revenueCents, formatCents, t)}
          before={formatCents(lastWeek.revenueCents)}
        />
        <Figure
          figure="Discounts"
          name={t("dashboard.discounts")}
          value={formatCents(today.discountCents)}
          change={formatChange(today.discountCents, lastWeek.discountCents, formatCents, t)}
          before={formatCents(lastWeek.discountCents)}
        />
      </dl>
    </section>
  );
}

/** One of today's figures; `figure` names it for tests whatever the language. */
function Figure({
  figure,
  name,
  value,
  change,
  before,
}: {
  figure: string;
  name: string;
  value: string;
  change: string;
  before: string;
}) {
  const t = useDashboardT();
  return (
    <div className="rounded border border-stone-300 p-4" data-figure={figure}>
      <dt className="font-semibold text-stone-700">{name}</dt>
      <dd className="text-3xl font-semibold">{value}</dd>
      <dd className="text-stone-700">{t("dashboard.changeAgainst", { change, before })}</dd>
    </div>
  );
}

function LastDays({ days }: { days: DaySales[] }) {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const t = useDashboardT();
  return (
    <section aria-labelledby="days-heading" className={SECTION}>
      <h2 id="days-heading" className="text-xl font-semibold">
        {t("dashboard.lastDays", { days: CHART_DAYS })}
      </h2>
      <p className="mt-1 text-stone-700">
        {t("dashboard.lastDaysTotal", { count: orders, revenue: formatCents(revenue) })}
      </p>
      <div className="mt-4 hidden max-w-[720px] sm:block">
        <SalesChart days={days} frame={WIDE_CHART} />
      </div>
      <div className="mt-4 sm:hidden">
        <SalesChart days={days} frame={NARROW_CHART} />
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">{t("dashboard.everyDay")}</summary>
        <table className="mt-2 w-full max-w-md text-sm">
          <TableHead
            columns={[
              { heading: t("dashboard.day"), ...NAME_HEADING },
              { heading: t("dashboard.orders"), ...NUMBER_CELL },
              { heading: t("dashboard.revenue"), ...NUMBER_CELL },
              { heading: t("dashboard.discounts"), ...NUMBER_CELL },
            ]}
          />
          <tbody>
            {days.toReversed().map((day) => (
              <tr key={day.day} className="border-b border-stone-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {formatDay(day.day, "long", t)}
                </th>
                <td {...NUMBER_CELL}>{day.orders}</td>
                <td {...NUMBER_CELL}>{formatCents(day.revenueCents)}</td>
                <td {...NUMBER_CELL}>{formatCents(day.discountCents)}</td>
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
  const t = useDashboardT();
  return (
    <section aria-labelledby="best-heading" className={SECTION}>
      <h2 id="best-heading" className="text-xl font-semibold">
        {t("dashboard.bestSellers", { days: CHART_DAYS })}
      </h2>
      {sizes.length === 0 ? (
        <p className="mt-2">{t("dashboard.nothingSold")}</p>
      ) : (
        <table className="mt-2 w-full max-w-2xl text-sm" data-table="best-sellers">
          <TableHead
            columns={[
              { heading: t("dashboard.size"), ...NAME_HEADING },
              { heading: t("dashboard.units"), ...NUMBER_CELL },
              { heading: t("dashboard.revenue"), ...NUMBER_CELL },
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
  const t = useDashboardT();
  const sold = t("dashboard.soldInDays", { days: RATE_WINDOW_DAYS });
  return (
    <section aria-labelledby="running-out-heading" className={SECTION}>
      <h2 id="running-out-heading" className="text-xl font-semibold">
        {t("dashboard.runningOut", { days: RUNNING_OUT_DAYS })}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">
        {t("dashboard.runningOutExplained", { rateDays: RATE_WINDOW_DAYS })}
      </p>
      {runningOut.length === 0 ? (
        <p className="mt-2">{t("dashboard.nothingRunsOut", { days: RUNNING_OUT_DAYS })}</p>
      ) : (
        <table className="mt-2 w-full max-w-2xl text-sm" data-table="running-out">
          <TableHead
            columns={[
              { heading: t("dashboard.size"), ...NAME_HEADING },
              { heading: t("dashboard.inStock"), ...NUMBER_CELL },
              { heading: sold, ...NUMBER_CELL },
              { heading: t("dashboard.daysLeft"), ...NUMBER_CELL },
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
      <h3 className="mt-6 font-semibold">{t("dashboard.soldOut", { days: RATE_WINDOW_DAYS })}</h3>
      {soldOut.length === 0 ? (
        <p className="mt-2">{t("dashboard.none")}</p>
      ) : (
        <table className="mt-2 w-full max-w-2xl text-sm" data-table="sold-out">
          <TableHead
            columns={[
              { heading: t("dashboard.size"), ...NAME_HEADING },
              { heading: sold, ...NUMBER_CELL },
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
  const t = useDashboardT();
  return (
    <section aria-labelledby="call-heading" className={SECTION}>
      <h2 id="call-heading" className="text-xl font-semibold">
        {t("dashboard.callWait")}
      </h2>
      <p className="mt-2" data-figure="call-wait">
        {confirmation.averageSeconds === null ? (
          t("dashboard.noCallYet", { days: CHART_DAYS })
        ) : (
          <>
            <strong className="text-2xl">{formatDuration(confirmation.averageSeconds, t)}</strong>{" "}
            {t("dashboard.callAverage", { count: confirmation.orders, days: CHART_DAYS })}
          </>
        )}
      </p>
    </section>
  );
}
