import type { CallSchedule, OrderStatus } from "~/features/orders";
import { addOrderNote, type LineChange } from "~/features/orders/index.server";
import { readStaffOrderForm, type OrderAnswer, type StaffOrderForm } from "~/features/staff";
import { cardExpiry } from "~/features/staff/index.server";
import { storeDate } from "~/features/store";
import { store } from "~/features/store";
import type { Database } from "~/utils/db.server";
import { changeOrderLine } from "./change-order-line.server";
import { changeOrderStatus } from "./change-order-status.server";
import { checkIdAtHandover } from "./hand-over-order.server";
import { logCall } from "./log-call.server";

/**
 * What the staff order page's forms ask of an order (a note, a status, a call, a change to a line),
 * each answered with null when done or the error the page shows and its HTTP status. A 409 means
 * someone changed the order since the page was drawn: the page reloads it.
 */

export interface OrderForm {
  db: Database;
  orderId: number;
  /** "staff:<id>". */
  actor: string;
  form: URLSearchParams;
  now: Date;
  schedule: CallSchedule;
}

export interface OrderFormFailure {
  error: OrderAnswer;
  status: 409 | 422;
}

/** What the page must do after a success: the webhook has news; the storefront's stock of these sizes moved. */
export interface OrderFormSuccess {
  notify: boolean;
  stockMoved: string[];
}

const stale: OrderFormFailure = { error: { key: "answer.stale" }, status: 409 };

function invalid(error: OrderAnswer | OrderAnswer["key"]): OrderFormFailure {
  return { error: typeof error === "string" ? { key: error } : error, status: 422 };
}

export async function actOnOrder(input: OrderForm): Promise<OrderFormFailure | OrderFormSuccess> {
  const read = readStaffOrderForm(input.form);
  if (!read.ok) return read.problem === "answer.stale" ? stale : invalid(read.problem);
  const { form } = read;
  switch (form.intent) {
    case "note":
      return addNote(input, form.note);
    case "status":
      return moveStatus(input, form.to);
    case "call":
      return recordCall(input, form);
    case "quantity":
      return changeLine(input, form.version, {
        kind: "quantity",
        lineId: form.line,
        quantity: form.quantity,
      });
    case "remove":
      return changeLine(input, form.version, { kind: "remove", lineId: form.line });
    case "substitute":
      return changeLine(input, form.version, { kind: "substitute", lineId: form.line, sizeId: form.size });
    case "id-check":
      return checkId(input, form);
  }
}

async function addNote({ db, orderId, actor, now }: OrderForm, note: string) {
  const result = await addOrderNote(db, { orderId, actor, note, now });
  if (result.ok) return { notify: false, stockMoved: [] };
  return invalid(result.reason === "empty" ? "answer.noteEmpty" : "answer.noteTooLong");
}

async function moveStatus({ db, orderId, actor, now }: OrderForm, to: OrderStatus) {
  const result = await changeOrderStatus(db, { orderId, to, actor, now });
  if (!result.ok) return result.reason === "no_id_check" ? invalid("answer.needsIdCheck") : stale;
  return { notify: true, stockMoved: result.returnedStock.map((line) => line.sizeId) };
}

async function recordCall(
  { db, orderId, actor, now, schedule }: OrderForm,
  { outcome, version, note }: Extract<StaffOrderForm, { intent: "call" }>,
) {
  const result = await logCall(db, { orderId, version, actor, outcome, note, now, schedule });
  if (result.ok) return { notify: outcome === "confirmed", stockMoved: [] };
  if (result.reason === "note_too_long") return invalid("answer.noteTooLong");
  if (result.reason === "not_received") return invalid("answer.pastCall");
  return stale;
}

/** The ID check at the counter (issue #34): the result is on the page when it reloads. */
async function checkId(
  { db, orderId, actor, now }: OrderForm,
  form: Extract<StaffOrderForm, { intent: "id-check" }>,
) {
  const expires = cardExpiry(form);
  if (expires === "unreadable") return invalid("answer.cardDates");
  const today = storeDate(now, store.timeZone);
  const checked = await checkIdAtHandover(db, { orderId, actor, ...form, expires, today, now });
  return checked.ok ? { notify: false, stockMoved: [] } : invalid("answer.notAtHandover");
}

async function changeLine({ db, orderId, actor, now }: OrderForm, version: number, change: LineChange) {
  const result = await changeOrderLine(db, { orderId, version, actor, change, now });
  if (result.ok) return { notify: true, stockMoved: result.stockMoved };
  if (result.reason === "refused") return invalid(result.refusal);
  if (result.reason === "closed") return invalid("answer.closed");
  return stale;
}
