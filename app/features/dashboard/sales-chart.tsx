import { useId } from "react";
import { formatCents } from "~/utils/money";
import { axisDollars, formatDay, gridStep } from "./dashboard-format";
import type { DaySales } from "./dashboard-figures";
import { useDashboardT, type DashboardT } from "./dashboard-messages";

/** A chart's drawing: user units match CSS pixels at the width it is shown at, so its text stays 12 px. */
export interface ChartFrame {
  width: number;
  height: number;
}

export const WIDE_CHART: ChartFrame = { width: 720, height: 280 };
export const NARROW_CHART: ChartFrame = { width: 358, height: 240 };

const MARGIN = { left: 52, right: 8, top: 28, bottom: 44 };
const GRID_LINES = 4;
/** Days between labels on the day axis, counted back from today: the same weekday each time. */
const LABEL_EVERY = 7;

/**
 * Revenue per store day as bars, drawn on the server: an image with a title and a summary for screen
 * readers (the page's table has every figure), a dollar axis with round gridlines, and a day axis
 * labelled every week back from today.
 */
export function SalesChart({ days, frame }: { days: DaySales[]; frame: ChartFrame }) {
  const id = useId();
  const t = useDashboardT();
  const plot = {
    width: frame.width - MARGIN.left - MARGIN.right,
    height: frame.height - MARGIN.top - MARGIN.bottom,
  };
  const step = gridStep(Math.max(...days.map((day) => day.revenueCents)), GRID_LINES, 100);
  const top = step * GRID_LINES;
  const slot = plot.width / days.length;
  const y = (cents: number) => MARGIN.top + plot.height - (cents / top) * plot.height;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{t("chart.title", { days: days.length })}</title>
      <desc id={`${id}-desc`}>{chartSummary(days, t)}</desc>
      <g className="fill-stone-700 text-[12px]">
        <text x={0} y={14}>
          {t("chart.revenueAxis")}
        </text>
        <text x={MARGIN.left + plot.width / 2} y={frame.height - 4} textAnchor="middle">
          {t("chart.dayAxis")}
        </text>
      </g>
      {Array.from({ length: GRID_LINES + 1 }, (_, line) => (
        <g key={line}>
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plot.width}
            y1={y(line * step)}
            y2={y(line * step)}
            className={line === 0 ? "stroke-stone-700" : "stroke-stone-300"}
          />
          <text
            x={MARGIN.left - 6}
            y={y(line * step) + 4}
            textAnchor="end"
            className="fill-stone-700 text-[12px]"
          >
            {axisDollars(line * step)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const x = MARGIN.left + index * slot;
        const labelled = (days.length - 1 - index) % LABEL_EVERY === 0;
        const today = index === days.length - 1;
        return (
          <g key={day.day}>
            <rect
              x={x + slot * 0.15}
              y={y(day.revenueCents)}
              width={slot * 0.7}
              height={MARGIN.top + plot.height - y(day.revenueCents)}
              className="fill-brand"
            />
            {labelled && (
              <text
                // Today's label ends at the last bar's edge: centred, it would run past the drawing.
                x={today ? x + slot : x + slot / 2}
                y={MARGIN.top + plot.height + 16}
                textAnchor={today ? "end" : "middle"}
                className="fill-stone-700 text-[12px]"
              >
                {today ? t("chart.today") : formatDay(day.day, "short", t)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** What a screen reader hears instead of the bars: the span, the total and the best day. */
export function chartSummary(days: DaySales[], t: DashboardT): string {
  const first = days[0];
  const best = days.reduce((a, b) => (b.revenueCents > a.revenueCents ? b : a), days[0]!);
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  if (!first || total === 0) return t("chart.noRevenue");
  return t("chart.summary", {
    first: formatDay(first.day, "long", t),
    total: formatCents(total),
    count: orders,
    best: formatDay(best.day, "long", t),
    bestRevenue: formatCents(best.revenueCents),
  });
}
