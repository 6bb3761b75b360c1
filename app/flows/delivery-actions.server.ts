import type { OrderStatus } from "~/features/orders";
import {
  cardExpiry,
  moveStop,
  readDeliveryForm,
  type DeliveryAnswerKey,
  type DeliveryForm,
} from "~/features/staff/index.server";
import type { Database } from "~/utils/db.server";
import { changeOrderStatus } from "./change-order-status.server";
import { checkIdAtHandover, startDelivery } from "./hand-over-order.server";

/**
 * What the deliveries page's forms ask (issue #34): arrange the route, leave with a stop, check an
 * ID at its door and end it. Each answers with what the page must do next, or the error it shows
 * and its status (409: the stop changed meanwhile, the page reloads).
 */

export interface DeliveryAction {
  db: Database;
  staffId: number;
  form: URLSearchParams;
  now: Date;
  /** The store's day, YYYY-MM-DD, and the instant it ends. */
  today: string;
  dayEnd: Date;
}

export type DeliveryAnswer =
  { error: DeliveryAnswerKey; status: 404 | 409 | 422 } | { notify: boolean; stockMoved: string[] };

/** How each ending of a stop is stored. */
const ENDINGS: Record<"delivered" | "refused" | "not-home", OrderStatus> = {
  delivered: "completed",
  refused: "refused_at_door",
  "not-home": "not_delivered",
};

export async function actOnDelivery(action: DeliveryAction): Promise<DeliveryAnswer> {
  const read = readDeliveryForm(action.form);
  if (!read.ok) return { error: read.problem, status: 422 };
  const { form } = read;
  if (form.intent === "earlier" || form.intent === "later") return arrange(action, form.order, form.intent);
  const orderId = await orderIdOf(action.db, form.order);
  if (orderId === null) return { error: "answer.chooseStop", status: 404 };
  switch (form.intent) {
    case "on-my-way":
      return leave(action, orderId);
    case "id-check":
      return checkId(action, orderId, form);
    default:
      return end(action, orderId, ENDINGS[form.intent]);
  }
}

async function orderIdOf(db: Database, number: string): Promise<number | null> {
  const row = await db.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirst();
  return row?.id ?? null;
}

async function arrange(
  action: DeliveryAction,
  order: string,
  direction: "earlier" | "later",
): Promise<DeliveryAnswer> {
  const moved = await action.db
    .transaction()
    .execute((trx) => moveStop(trx, { number: order, direction, dayEnd: action.dayEnd, now: action.now }));
  return moved ? { notify: false, stockMoved: [] } : { error: "answer.gone", status: 409 };
}

async function leave(action: DeliveryAction, orderId: number): Promise<DeliveryAnswer> {
  const moved = await startDelivery(action.db, { orderId, driverId: action.staffId, now: action.now });
  return moved.ok ? { notify: true, stockMoved: [] } : { error: "answer.gone", status: 409 };
}

async function checkId(
  action: DeliveryAction,
  orderId: number,
  form: Extract<DeliveryForm, { intent: "id-check" }>,
): Promise<DeliveryAnswer> {
  const expires = cardExpiry(form);
  if (expires === "unreadable") return { error: "answer.cardDates", status: 422 };
  const checked = await checkIdAtHandover(action.db, {
    orderId,
    actor: `staff:${action.staffId}`,
    method: form.method,
    birthDate: form.birthDate,
    expires,
    today: action.today,
    now: action.now,
  });
  if (!checked.ok) return { error: "answer.notAtHandover", status: 409 };
  return { notify: false, stockMoved: [] };
}

async function end(action: DeliveryAction, orderId: number, to: OrderStatus): Promise<DeliveryAnswer> {
  const result = await changeOrderStatus(action.db, {
    orderId,
    to,
    actor: `staff:${action.staffId}`,
    now: action.now,
  });
  if (result.ok) return { notify: true, stockMoved: result.returnedStock.map((line) => line.sizeId) };
  return result.reason === "no_id_check"
    ? { error: "answer.needsIdCheck", status: 422 }
    : { error: "answer.gone", status: 409 };
}
