import { Form, Link, useLocation, useNavigation } from "react-router";
import { TIER_ROWS, TIER_ROWS_SHOWN, type TypedFields } from "./case-rule-form";
import { useDealsT, type DealsKey, type DealsText } from "./deals-messages";
import type { CaseRuleView, CodeView, CountChoice, SaleView, SalesView } from "./deals-view";

/** A refused deals form: which one ("rule-edit:3", "code-add"), why, the fields at fault, and what was typed. */
export interface DealsAnswer {
  form: string;
  error: DealsText;
  fields: Record<string, DealsText>;
  typed: TypedFields;
}

export interface DealsPageProps {
  sales: SalesView;
  endedDays: number;
  rules: CaseRuleView[];
  codes: CodeView[];
  choices: CountChoice[];
  /** What the last change saved, when the page follows one. */
  saved: DealsKey | null;
  answer?: DealsAnswer;
}

const INPUT = "mt-1 w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2";
const BUTTON = "rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold disabled:opacity-60";
const SUBMIT = "rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60";
const SUMMARY = "flex min-h-10 cursor-pointer items-center font-semibold text-brand underline";

/** A form's state: its values (as stored, or as typed when refused) and its problems. */
interface FormState {
  values: TypedFields;
  problems: Record<string, DealsText>;
  error: DealsText | null;
}

function formState(answer: DealsAnswer | undefined, form: string, stored: TypedFields): FormState {
  return answer?.form === form
    ? { values: answer.typed, problems: answer.fields, error: answer.error }
    : { values: stored, problems: {}, error: null };
}

const text = (values: TypedFields, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/**
 * The owner's deals (issue #35): every sale on a size, the case rules and the codes, each running,
 * to come or ended, and the forms that add and change rules and codes. Each change is audited.
 */
export function DealsPage({ sales, endedDays, rules, codes, choices, saved, answer }: DealsPageProps) {
  const t = useDealsT();
  // A saved change is a new page: its forms start again from what is stored.
  const { key } = useLocation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("deals.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t("deals.intro")}</p>
      {saved && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 font-semibold">
          {t(saved)}
        </p>
      )}
      <SalesSection sales={sales} endedDays={endedDays} />
      <CaseRulesSection key={`rules-${key}`} rules={rules} choices={choices} answer={answer} />
      <CodesSection key={`codes-${key}`} codes={codes} answer={answer} />
    </section>
  );
}

function SalesSection({ sales, endedDays }: { sales: SalesView; endedDays: number }) {
  const t = useDealsT();
  return (
    <section aria-labelledby="sales-title" className="mt-10">
      <h2 id="sales-title" className="font-display text-2xl">
        {t("sales.title")}
      </h2>
      <p className="mt-1 text-stone-700">{t("sales.intro")}</p>
      <SaleGroup title={t("sales.running", { count: sales.running.length })} sales={sales.running} />
      <SaleGroup title={t("sales.scheduled", { count: sales.scheduled.length })} sales={sales.scheduled} />
      <SaleGroup
        title={t("sales.ended", { days: endedDays, count: sales.ended.length })}
        sales={sales.ended}
      />
    </section>
  );
}

function SaleGroup({ title, sales }: { title: string; sales: SaleView[] }) {
  const t = useDealsT();
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{title}</h3>
      {sales.length === 0 ? (
        <p className="mt-1 text-stone-600">{t("sales.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {sales.map((sale) => (
            <li key={sale.sizeId} className="min-w-0 rounded border border-stone-300 p-3">
              <Link
                to={`/staff/products/${encodeURIComponent(sale.route)}`}
                className="font-semibold break-words underline"
              >
                {sale.name}
              </Link>
              <p className="text-sm">{sale.prices}</p>
              <p className="text-sm text-stone-700">{sale.dates}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CaseRulesSection({
  rules,
  choices,
  answer,
}: {
  rules: CaseRuleView[];
  choices: CountChoice[];
  answer: DealsAnswer | undefined;
}) {
  const t = useDealsT();
  const adding = formState(answer, "rule-add", {});
  return (
    <section aria-labelledby="rules-title" className="mt-12">
      <h2 id="rules-title" className="font-display text-2xl">
        {t("rules.title")}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">{t("rules.intro")}</p>
      {rules.length === 0 ? (
        <p className="mt-3 text-stone-600">{t("rules.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {rules.map((rule) => (
            <li key={rule.id}>
              <CaseRuleCard rule={rule} choices={choices} answer={answer} />
            </li>
          ))}
        </ul>
      )}
      <details open={adding.error !== null || rules.length === 0} className="mt-4">
        <summary className={SUMMARY}>{t("rules.add")}</summary>
        <CaseRuleForm idPrefix="rule-new" intent="rule-add" state={adding} choices={choices} />
      </details>
    </section>
  );
}

function CaseRuleCard({
  rule,
  choices,
  answer,
}: {
  rule: CaseRuleView;
  choices: CountChoice[];
  answer: DealsAnswer | undefined;
}) {
  const t = useDealsT();
  const busy = useNavigation().state !== "idle";
  const editing = formState(answer, `rule-edit:${rule.id}`, rule.fields);
  const forName = <span className="sr-only">{t("rules.forName", { name: rule.name })}</span>;
  return (
    <article
      aria-labelledby={`rule-${rule.id}`}
      className="min-w-0 rounded border border-stone-300 p-4"
      data-case-rule={rule.id}
    >
      <h3 id={`rule-${rule.id}`} className="font-semibold break-words">
        {rule.name}{" "}
        <span className="text-sm font-normal text-stone-700">
          · {t(rule.active ? "rules.on" : "rules.off")}
        </span>
      </h3>
      <p className="mt-1 text-sm break-words">{rule.counts}</p>
      <ul className="mt-1 text-sm">
        {rule.tiers.map((tier) => (
          <li key={tier}>{tier}</li>
        ))}
      </ul>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={rule.active ? "rule-off" : "rule-on"} />
        <input type="hidden" name="id" value={rule.id} />
        <button type="submit" disabled={busy} className={BUTTON}>
          {t(rule.active ? "rules.switchOff" : "rules.switchOn")}
          {forName}
        </button>
      </Form>
      <details open={editing.error !== null} className="mt-2">
        <summary className={SUMMARY}>
          {t("rules.edit")}
          {forName}
        </summary>
        <CaseRuleForm
          idPrefix={`rule-${rule.id}`}
          intent="rule-edit"
          id={rule.id}
          state={editing}
          choices={choices}
        />
      </details>
    </article>
  );
}

function FormError({ error }: { error: DealsText | null }) {
  const t = useDealsT();
  if (!error) return null;
  return (
    <p role="alert" className="font-semibold text-red-800">
      {t(error.key, error.values)}
    </p>
  );
}

function FieldProblem({ id, problem }: { id: string; problem: DealsText | undefined }) {
  const t = useDealsT();
  if (!problem) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {t(problem.key, problem.values)}
    </p>
  );
}

/** A labelled text input with its hint and its problem, named as the form sends it. */
function TextField({
  id,
  name,
  label,
  hint,
  state,
  type = "text",
  inputMode,
  autoCapitalize,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  state: FormState;
  type?: "text" | "date";
  inputMode?: "numeric" | "decimal";
  autoCapitalize?: "characters";
}) {
  const problem = state.problems[name];
  const described = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        autoComplete="off"
        defaultValue={text(state.values, name)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        className={INPUT}
      />
      <FieldProblem id={id} problem={problem} />
    </div>
  );
}

function CaseRuleForm({
  idPrefix,
  intent,
  id,
  state,
  choices,
}: {
  idPrefix: string;
  intent: "rule-add" | "rule-edit";
  id?: number;
  state: FormState;
  choices: CountChoice[];
}) {
  const t = useDealsT();
  const busy = useNavigation().state !== "idle";
  const filledRows = Object.keys(state.values).filter(
    (name) => /^tiers\.\d+\.bottles$/.test(name) && text(state.values, name) !== "",
  ).length;
  const rows = Math.min(TIER_ROWS, Math.max(TIER_ROWS_SHOWN, filledRows + 1));
  return (
    <Form method="post" className="mt-3 grid gap-4">
      <FormError error={state.error} />
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={t("rules.name")}
        hint={t("rules.nameHint")}
        state={state}
      />
      <CountBoxes idPrefix={idPrefix} state={state} choices={choices} />
      <fieldset className="min-w-0">
        <legend className="font-semibold">{t("rules.tiersLegend")}</legend>
        <p className="text-sm text-stone-600">{t("rules.tiersHint")}</p>
        <div className="mt-2 grid gap-2">
          {Array.from({ length: rows }, (_, row) => (
            <div
              key={row}
              role="group"
              aria-label={t("rules.tierRow", { row: row + 1 })}
              className="grid min-w-0 grid-cols-2 gap-2 rounded bg-stone-50 p-2"
            >
              <TextField
                id={`${idPrefix}-tier-${row}-bottles`}
                name={`tiers.${row}.bottles`}
                label={t("rules.bottles")}
                inputMode="numeric"
                state={state}
              />
              <TextField
                id={`${idPrefix}-tier-${row}-percent`}
                name={`tiers.${row}.percent`}
                label={t("rules.percent")}
                inputMode="decimal"
                state={state}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" disabled={busy} className={SUBMIT}>
          {t(intent === "rule-add" ? "rules.create" : "rules.save")}
        </button>
      </div>
    </Form>
  );
}

/** The live catalogue's types, each with its subtypes: a whole type or some of its subtypes count. */
function CountBoxes({
  idPrefix,
  state,
  choices,
}: {
  idPrefix: string;
  state: FormState;
  choices: CountChoice[];
}) {
  const t = useDealsT();
  const counts = state.values.counts;
  const ticked = new Set(Array.isArray(counts) ? counts : []);
  const problem = state.problems.counts;
  const hintId = `${idPrefix}-counts-hint`;
  return (
    <fieldset className="min-w-0" aria-describedby={problem ? `${hintId} ${idPrefix}-counts-error` : hintId}>
      <legend className="font-semibold">{t("rules.countsLegend")}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t("rules.countsHint")}
      </p>
      <FieldProblem id={`${idPrefix}-counts`} problem={problem} />
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((type) => (
          <fieldset key={type.value} className="min-w-0 rounded border border-stone-200 p-2">
            <legend className="sr-only">{type.label}</legend>
            <CountBox
              value={type.value}
              label={t("rules.wholeType", { type: type.label })}
              ticked={ticked}
              strong
            />
            <ul className="ml-6 grid">
              {type.subtypes.map((subtype) => (
                <li key={subtype.value}>
                  <CountBox value={subtype.value} label={subtype.label} ticked={ticked} />
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

function CountBox({
  value,
  label,
  ticked,
  strong = false,
}: {
  value: string;
  label: string;
  ticked: ReadonlySet<string>;
  strong?: boolean;
}) {
  return (
    <label className={`flex min-h-8 items-center gap-2 ${strong ? "font-semibold" : ""}`}>
      <input
        type="checkbox"
        name="counts"
        value={value}
        defaultChecked={ticked.has(value)}
        className="size-5 shrink-0"
      />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}

function CodesSection({ codes, answer }: { codes: CodeView[]; answer: DealsAnswer | undefined }) {
  const t = useDealsT();
  const adding = formState(answer, "code-add", { kind: "percent" });
  return (
    <section aria-labelledby="codes-title" className="mt-12">
      <h2 id="codes-title" className="font-display text-2xl">
        {t("codes.title")}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">{t("codes.intro")}</p>
      {codes.length === 0 ? (
        <p className="mt-3 text-stone-600">{t("codes.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {codes.map((code) => (
            <li key={code.code} className="min-w-0">
              <CodeCard code={code} answer={answer} />
            </li>
          ))}
        </ul>
      )}
      <details open={adding.error !== null || codes.length === 0} className="mt-4">
        <summary className={SUMMARY}>{t("codes.add")}</summary>
        <CodeForm idPrefix="code-new" state={adding} />
      </details>
    </section>
  );
}

function CodeCard({ code, answer }: { code: CodeView; answer: DealsAnswer | undefined }) {
  const t = useDealsT();
  const busy = useNavigation().state !== "idle";
  const editing = formState(answer, `code-edit:${code.code}`, code.fields);
  const forCode = <span className="sr-only">{t("codes.forCode", { code: code.code })}</span>;
  const idPrefix = `code-${code.code}`;
  return (
    <article aria-labelledby={idPrefix} className="rounded border border-stone-300 p-4" data-code={code.code}>
      <h3 id={idPrefix} className="font-mono font-semibold break-all">
        {code.code}{" "}
        <span className="font-sans text-sm font-normal text-stone-700" data-status={code.status}>
          · {t(`codes.status.${code.status}`)}
        </span>
      </h3>
      <p className="mt-1 text-sm">
        {code.value} · {code.minimum}
      </p>
      <p className="text-sm">{code.dates}</p>
      <p className="text-sm">
        {code.uses}
        {code.perPhone && ` · ${code.perPhone}`}
      </p>
      {code.status !== "ended" && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="code-end" />
          <input type="hidden" name="code" value={code.code} />
          <button type="submit" disabled={busy} className={BUTTON}>
            {t("codes.end")}
            {forCode}
          </button>
        </Form>
      )}
      <details open={editing.error !== null} className="mt-2">
        <summary className={SUMMARY}>
          {t("codes.edit")}
          {forCode}
        </summary>
        <CodeForm idPrefix={idPrefix} code={code.code} usesSoFar={code.usesSoFar} state={editing} />
      </details>
    </article>
  );
}

/** A new code (`code` undefined: its field is typed) or an existing one's terms. */
function CodeForm({
  idPrefix,
  code,
  usesSoFar,
  state,
}: {
  idPrefix: string;
  code?: string;
  usesSoFar?: number;
  state: FormState;
}) {
  const t = useDealsT();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormError error={state.error} />
      </div>
      <input type="hidden" name="intent" value={code === undefined ? "code-add" : "code-edit"} />
      {code === undefined ? (
        <TextField
          id={`${idPrefix}-code`}
          name="code"
          label={t("codes.code")}
          hint={t("codes.codeHint")}
          autoCapitalize="characters"
          state={state}
        />
      ) : (
        <input type="hidden" name="code" value={code} />
      )}
      <KindChoice idPrefix={idPrefix} state={state} />
      <TextField
        id={`${idPrefix}-value`}
        name="value"
        label={t("codes.value")}
        inputMode="decimal"
        state={state}
      />
      <TextField
        id={`${idPrefix}-minimum`}
        name="minimum"
        label={t("codes.minimumField")}
        inputMode="decimal"
        state={state}
      />
      <p className="text-sm text-stone-600 sm:col-span-2">{t("codes.datesHint")}</p>
      <TextField
        id={`${idPrefix}-starts`}
        name="starts"
        label={t("codes.starts")}
        type="date"
        state={state}
      />
      <TextField id={`${idPrefix}-ends`} name="ends" label={t("codes.ends")} type="date" state={state} />
      <TextField
        id={`${idPrefix}-max-uses`}
        name="maxUses"
        label={t("codes.maxUses")}
        hint={usesSoFar === undefined ? undefined : t("codes.usedSoFar", { count: usesSoFar })}
        inputMode="numeric"
        state={state}
      />
      <TextField
        id={`${idPrefix}-per-phone`}
        name="maxUsesPerPhone"
        label={t("codes.maxUsesPerPhone")}
        inputMode="numeric"
        state={state}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={SUBMIT}>
          {t(code === undefined ? "codes.create" : "codes.save")}
        </button>
      </div>
    </Form>
  );
}

/** A percentage off or an amount off: the value field is read as one or the other. */
function KindChoice({ idPrefix, state }: { idPrefix: string; state: FormState }) {
  const t = useDealsT();
  const kind = text(state.values, "kind");
  const problem = state.problems.kind;
  return (
    <fieldset className="min-w-0" aria-describedby={problem ? `${idPrefix}-kind-error` : undefined}>
      <legend className="text-sm font-semibold">{t("codes.kind")}</legend>
      {(["percent", "amount"] as const).map((each) => (
        <label key={each} className="flex min-h-8 items-center gap-2">
          <input type="radio" name="kind" value={each} defaultChecked={kind === each} className="size-5" />
          {t(`codes.kind.${each}`)}
        </label>
      ))}
      <FieldProblem id={`${idPrefix}-kind`} problem={problem} />
    </fieldset>
  );
}
