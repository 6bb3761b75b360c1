import { isCallOutcome, isOrderStatus, type CallSchedule } from "~/features/orders";
import { addOrderNote, type LineChange } from "~/features/orders/index.server";
import type { OrderAnswer } from "~/features/staff";
import type { Database } from "~/utils/db.server";
import { changeOrderLine } from "./change-order-line.server";
import { changeOrderStatus } from "./change-order-status.server";
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
  const intent = input.form.get("intent");
  if (intent === "note") return addNote(input);
  if (intent === "call") return recordCall(input);
  if (intent === "quantity" || intent === "remove" || intent === "substitute")
    return changeLine(input, intent);
  return moveStatus(input);
}

async function addNote({ db, orderId, actor, form, now }: OrderForm) {
  const result = await addOrderNote(db, { orderId, actor, note: String(form.get("note") ?? ""), now });
  if (result.ok) return { notify: false, stockMoved: [] };
  return invalid(result.reason === "empty" ? "answer.noteEmpty" : "answer.noteTooLong");
}

async function moveStatus({ db, orderId, actor, form, now }: OrderForm) {
  const to = String(form.get("to") ?? "");
  if (!isOrderStatus(to)) return invalid("answer.unknownStatus");
  const result = await changeOrderStatus(db, { orderId, to, actor, now });
  if (!result.ok) return stale;
  return { notify: true, stockMoved: result.returnedStock.map((line) => line.sizeId) };
}

/** The order's version the form was drawn from, or null when the form has none. */
function versionOf(form: URLSearchParams): number | null {
  const version = Number(form.get("version") ?? "");
  return Number.isSafeInteger(version) && version >= 0 ? version : null;
}

async function recordCall({ db, orderId, actor, form, now, schedule }: OrderForm) {
  const outcome = String(form.get("outcome") ?? "");
  if (!isCallOutcome(outcome)) return invalid("answer.chooseOutcome");
  const version = versionOf(form);
  if (version === null) return stale;
  const result = await logCall(db, {
    orderId,
    version,
    actor,
    outcome,
    note: String(form.get("note") ?? ""),
    now,
    schedule,
  });
  if (result.ok) return { notify: outcome === "confirmed", stockMoved: [] };
  if (result.reason === "note_too_long") return invalid("answer.noteTooLong");
  if (result.reason === "not_received") return invalid("answer.pastCall");
  return stale;
}

function lineChangeOf(form: URLSearchParams, intent: LineChange["kind"]): LineChange | OrderAnswer["key"] {
  const lineId = Number(form.get("line") ?? "");
  if (!Number.isSafeInteger(lineId)) return "answer.chooseLine";
  if (intent === "remove") return { kind: "remove", lineId };
  if (intent === "quantity") {
    const quantity = Number(form.get("quantity") ?? "");
    return Number.isInteger(quantity) ? { kind: "quantity", lineId, quantity } : "answer.wholeBottles";
  }
  const sizeId = String(form.get("size") ?? "").trim();
  return sizeId ? { kind: "substitute", lineId, sizeId } : "answer.chooseSize";
}

async function changeLine({ db, orderId, actor, form, now }: OrderForm, intent: LineChange["kind"]) {
  const change = lineChangeOf(form, intent);
  if (typeof change === "string") return invalid(change);
  const version = versionOf(form);
  if (version === null) return stale;
  const result = await changeOrderLine(db, { orderId, version, actor, change, now });
  if (result.ok) return { notify: true, stockMoved: result.stockMoved };
  if (result.reason === "refused") return invalid(result.refusal);
  if (result.reason === "closed") return invalid("answer.closed");
  return stale;
}
