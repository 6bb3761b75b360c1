import { data, redirect } from "react-router";
import {
  addCaseRule,
  addCode,
  changeCaseRule,
  changeCode,
  type DealActor,
  endCode,
  findCode,
  switchCaseRule,
} from "~/features/deals/index.server";
import type { Database } from "~/utils/db.server";
import { readCaseRuleForm, type TypedFields } from "./case-rule-form";
import { readCodeForm, typedCode } from "./deal-code-form";
import type { DealsAnswer } from "./deals-page";
import type { DealsKey, DealsText } from "./deals-messages";

const DEALS_PATH = "/staff/deals";
/** Longer than any code the store keeps (40). */
const CODE_FIELD_MAX = 100;

/** The deals page's forms, by intent (staff-permissions.ts lists the same), and what each says once saved. */
const SAVED = {
  "rule-add": "deals.saved.rule-added",
  "rule-edit": "deals.saved.rule-changed",
  "rule-on": "deals.saved.rule-on",
  "rule-off": "deals.saved.rule-off",
  "code-add": "deals.saved.code-added",
  "code-edit": "deals.saved.code-changed",
  "code-end": "deals.saved.code-ended",
} as const satisfies Record<string, DealsKey>;

type DealsIntent = keyof typeof SAVED;

/** The text for `?saved=` after a change; null for anything else in the address. */
export function savedText(saved: string | null): DealsKey | null {
  return Object.values(SAVED).find((key) => key === `deals.saved.${saved}`) ?? null;
}

export interface DealsActionContext {
  db: Database;
  by: DealActor;
  /** The live catalogue's types and subtypes ("wine", "wine/red"): what a case rule may count. */
  countable: ReadonlySet<string>;
}

/**
 * A deals form, by its intent: saved, then the page again with what it saved (a redirect, so a
 * reload sends nothing twice); refused with its fields at fault (400, or 409 for a code taken or a
 * limit below its uses) and nothing changed. An id or code naming nothing is a 404.
 */
export async function dealsAction(form: URLSearchParams, context: DealsActionContext) {
  const intent = form.get("intent");
  if (intent === "rule-add" || intent === "rule-edit") return saveCaseRule(intent, form, context);
  if (intent === "code-add" || intent === "code-edit") return saveCode(intent, form, context);
  if (intent === "rule-on" || intent === "rule-off") {
    const change = await switchCaseRule(context.db, ruleIdOf(form), intent === "rule-on", context.by);
    if (!change.ok) throw data(null, { status: 404 });
    return saved(intent);
  }
  if (intent === "code-end") {
    if (!(await endCode(context.db, codeOf(form), context.by)).ok) throw data(null, { status: 404 });
    return saved(intent);
  }
  throw data(null, { status: 400 });
}

async function saveCaseRule(
  intent: "rule-add" | "rule-edit",
  form: URLSearchParams,
  context: DealsActionContext,
) {
  const id = intent === "rule-edit" ? ruleIdOf(form) : null;
  const which = id === null ? intent : `${intent}:${id}`;
  const read = readCaseRuleForm(form, context.countable);
  if (!read.ok) return refused(which, read.problems, read.typed, 400);
  const change =
    id === null
      ? await addCaseRule(context.db, read.terms, context.by)
      : await changeCaseRule(context.db, id, read.terms, context.by);
  if (change.ok) return saved(intent);
  if (change.reason === "not_found") throw data(null, { status: 404 });
  return refused(which, {}, {}, 400);
}

async function saveCode(
  intent: "code-add" | "code-edit",
  form: URLSearchParams,
  context: DealsActionContext,
) {
  const code = intent === "code-edit" ? codeOf(form) : null;
  const current = code === null ? null : await findCode(context.db, code);
  if (code !== null && !current) throw data(null, { status: 404 });
  const which = code === null ? intent : `${intent}:${code}`;
  const read = readCodeForm(form, { now: context.by.now, current });
  if (!read.ok) return refused(which, read.problems, read.typed, 400);
  const change =
    code === null
      ? await addCode(context.db, form.get("code") ?? "", read.terms, context.by)
      : await changeCode(context.db, code, read.terms, context.by);
  if (change.ok) return saved(intent);
  if (change.reason === "not_found") throw data(null, { status: 404 });
  if (change.reason === "taken")
    return refused(which, { code: { key: "problem.codeTaken" } }, typedCode(form), 409);
  if (change.reason === "below_uses")
    return refused(
      which,
      { maxUses: { key: "problem.belowUses", values: { uses: change.uses } } },
      typedCode(form),
      409,
    );
  // The terms were read above: what the store refused of a new code is the code itself.
  return refused(which, code === null ? { code: { key: "problem.code" } } : {}, typedCode(form), 400);
}

function saved(intent: DealsIntent): never {
  throw redirect(`${DEALS_PATH}?saved=${SAVED[intent].slice("deals.saved.".length)}`);
}

function refused(form: string, fields: Record<string, DealsText>, typed: TypedFields, status: number) {
  return data<DealsAnswer>({ form, error: { key: "deals.checkFields" }, fields, typed }, status);
}

/** A rule's id as the page sends it; anything else is no request the page makes (400). */
function ruleIdOf(form: URLSearchParams): number {
  const id = form.get("id") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 400 });
  return Number(id);
}

/** The code a page names, as stored; empty or longer than any code, it is no request the page makes (400). */
function codeOf(form: URLSearchParams): string {
  const code = form.get("code") ?? "";
  if (code === "" || code.length > CODE_FIELD_MAX) throw data(null, { status: 400 });
  return code;
}
