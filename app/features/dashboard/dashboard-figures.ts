/** What the owner's dashboard shows, as the server counts it and the page reads it. */

/** Store days on the chart, today included. */
export const CHART_DAYS = 30;
/** The rate of sale is the units sold over this many days (24 hours each) before now. */
export const RATE_WINDOW_DAYS = 14;
/** A size is running out when its stock lasts fewer days than this at that rate. */
export const RUNNING_OUT_DAYS = 7;
export const BEST_SELLER_COUNT = 10;

export interface Sales {
  orders: number;
  /** The orders' totals (bottles, tax, delivery fee, tip), cancelled orders left out. */
  revenueCents: number;
  /** What the deals took off those orders (case discounts and codes): revenue is after them. */
  discountCents: number;
}

export interface DaySales extends Sales {
  /** The store's calendar date, YYYY-MM-DD. */
  day: string;
}

export interface BestSeller {
  sizeId: string;
  productName: string;
  sizeLabel: string;
  units: number;
  revenueCents: number;
}

export interface SoldOutSize {
  sizeId: string;
  productName: string;
  /** The product's page in the console, where its stock is set. */
  productRoute: string;
  sizeLabel: string;
  /** Units sold in the rate window. */
  units: number;
}

export interface RunningOutSize extends SoldOutSize {
  inventory: number;
  /** Stock ÷ (units ÷ RATE_WINDOW_DAYS). */
  daysLeft: number;
}

export interface CallConfirmation {
  /** Orders placed in the chart's days that have been confirmed. */
  orders: number;
  /** Their mean time from order to confirmation; null when there are none. */
  averageSeconds: number | null;
}

export interface DashboardFigures {
  /** ISO 8601: the instant the figures were counted at. */
  now: string;
  /** CHART_DAYS days, oldest first; today's so far. */
  days: DaySales[];
  today: DaySales;
  /** The same weekday a week ago, up to the same time since the store's midnight (`until`, ISO 8601). */
  lastWeek: DaySales & { until: string };
  bestSellers: BestSeller[];
  runningOut: RunningOutSize[];
  soldOut: SoldOutSize[];
  confirmation: CallConfirmation;
  /** Deliveries ended on each of the chart's days, oldest first (issue #34). */
  deliveryDays: DeliveryDay[];
  /** Deliveries handed over in the chart's days: how many, and their mean time from the confirming call. */
  deliveryTime: DeliveryTime;
  /** Who is out with which orders right now. */
  driversOut: Array<{ driverName: string; orders: string[] }>;
}

export interface DeliveryDay {
  /** The store's calendar date, YYYY-MM-DD. */
  day: string;
  delivered: number;
  refused: number;
  notDelivered: number;
}

export interface DeliveryTime {
  deliveries: number;
  /** Mean seconds from the order's confirmation to its handover; null when there are none. */
  averageSeconds: number | null;
}
