import { z } from "zod";

/**
 * What a shopper's browser sends to POST /api/vitals: one page load's web vitals, batched when the
 * page is hidden. Unknown fields, unknown names and impossible values are refused, because anyone
 * can post here and the numbers are only worth keeping if they are believable.
 */

const WEB_VITAL_NAMES = ["CLS", "FCP", "INP", "LCP", "TTFB"] as const;
type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** Ten minutes: a longer paint or response is a broken clock or a forged report, not a slow page. */
const LONGEST_BELIEVABLE_MS = 600_000;

/** CLS is a unitless layout-shift score (0.25 is already "poor"); the others are milliseconds. */
const LARGEST_BELIEVABLE_VALUE: Record<WebVitalName, number> = {
  CLS: 100,
  FCP: LONGEST_BELIEVABLE_MS,
  INP: LONGEST_BELIEVABLE_MS,
  LCP: LONGEST_BELIEVABLE_MS,
  TTFB: LONGEST_BELIEVABLE_MS,
};

/** A page batches at most one report per metric, twice over after a back/forward-cache restore. */
const MOST_REPORTS_PER_BATCH = 10;

const MAX_PATH_LENGTH = 300;

export const webVitalReportSchema = z
  .strictObject({
    name: z.enum(WEB_VITAL_NAMES),
    // z.number() refuses NaN and ±Infinity (JSON.parse turns 1e999 into Infinity).
    value: z.number().min(0),
    rating: z.enum(["good", "needs-improvement", "poor"]),
    /** web-vitals' id, such as "v6-1767225600000-8931872319417". */
    id: z.string().regex(/^[\w-]{1,100}$/),
    navigationType: z.enum([
      "navigate",
      "reload",
      "back-forward",
      "back-forward-cache",
      "prerender",
      "restore",
      "soft-navigation",
    ]),
    /** location.pathname, which browsers percent-encode: printable ASCII only. */
    path: z
      .string()
      .max(MAX_PATH_LENGTH)
      .regex(/^\/[\x21-\x7e]*$/),
  })
  .refine((report) => report.value <= LARGEST_BELIEVABLE_VALUE[report.name], {
    path: ["value"],
    message: "Out of the believable range for this metric",
  });

export const webVitalBatchSchema = z.array(webVitalReportSchema).min(1).max(MOST_REPORTS_PER_BATCH);

export type WebVitalReport = z.output<typeof webVitalReportSchema>;
