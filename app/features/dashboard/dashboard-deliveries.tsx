import { TableHead } from "~/components/table-head";
import { CHART_DAYS, type DashboardFigures } from "./dashboard-figures";
import { formatDay, formatDuration } from "./dashboard-format";
import { useDashboardT } from "./dashboard-messages";

/** The week's deliveries on the dashboard: enough days to see a pattern, few enough for a phone. */
const DELIVERY_DAYS_SHOWN = 7;
const NUMBER_CELL = { className: "py-1 pl-3 text-right" };

/**
 * The deliveries (issue #34): who is out with what right now, how the last week's deliveries ended,
 * and how long a confirmed order takes to reach its door.
 */
export function DashboardDeliveries({
  figures,
}: {
  figures: Pick<DashboardFigures, "driversOut" | "deliveryDays" | "deliveryTime">;
}) {
  const t = useDashboardT();
  const { driversOut, deliveryDays, deliveryTime } = figures;
  return (
    <section aria-labelledby="deliveries-heading" className="mt-10">
      <h2 id="deliveries-heading" className="text-xl font-semibold">
        {t("dashboard.deliveries")}
      </h2>
      <h3 className="mt-3 font-semibold">{t("dashboard.outNow")}</h3>
      {driversOut.length === 0 ? (
        <p data-figure="drivers-out">{t("dashboard.nobodyOut")}</p>
      ) : (
        <ul data-figure="drivers-out" className="list-disc pl-5">
          {driversOut.map((out) => (
            <li key={out.driverName} className="break-words">
              {t("dashboard.outWith", { name: out.driverName, orders: out.orders.join(", ") })}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-semibold">{t("dashboard.deliveryDays")}</h3>
      <table className="mt-2 w-full max-w-md text-sm" data-figure="delivery-days">
        <TableHead
          columns={[
            { heading: t("dashboard.day"), className: "py-1 pr-3 text-left" },
            { heading: t("dashboard.delivered"), ...NUMBER_CELL },
            { heading: t("dashboard.refused"), ...NUMBER_CELL },
            { heading: t("dashboard.notDelivered"), ...NUMBER_CELL },
          ]}
        />
        <tbody>
          {deliveryDays
            .slice(-DELIVERY_DAYS_SHOWN)
            .toReversed()
            .map((day) => (
              <tr key={day.day} className="border-b border-stone-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {formatDay(day.day, "short", t)}
                </th>
                <td {...NUMBER_CELL}>{day.delivered}</td>
                <td {...NUMBER_CELL}>{day.refused}</td>
                <td {...NUMBER_CELL}>{day.notDelivered}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="mt-3" data-figure="delivery-time">
        {deliveryTime.averageSeconds === null ? (
          t("dashboard.noDeliveryYet", { days: CHART_DAYS })
        ) : (
          <>
            <strong className="text-2xl">{formatDuration(deliveryTime.averageSeconds, t)}</strong>{" "}
            {t("dashboard.deliveryAverage", { count: deliveryTime.deliveries, days: CHART_DAYS })}
          </>
        )}
      </p>
    </section>
  );
}
