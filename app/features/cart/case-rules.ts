import type { CaseRule } from "~/features/deals";

let caseRules: Promise<CaseRule[]> | null = null;

/**
 * GET /api/case-rules, once per page life, for the cart panel's mixed-case note. The note is a hint,
 * checkout prices the order: a failure or an unreadable answer leaves the panel without it.
 */
export function loadCaseRules(): Promise<CaseRule[]> {
  caseRules ??= fetch("/api/case-rules", { headers: { Accept: "application/json" } })
    .then(async (response) => (response.ok ? readCaseRules(await response.json()) : []))
    .catch(() => []);
  return caseRules;
}

/** The rules in a parsed body, each checked by hand (the cart's code loads on every page); unreadable ones left out. */
export function readCaseRules(body: unknown): CaseRule[] {
  const rules = typeof body === "object" && body !== null ? Reflect.get(body, "caseRules") : null;
  return Array.isArray(rules) ? rules.flatMap((rule: unknown) => readCaseRule(rule) ?? []) : [];
}

function readCaseRule(value: unknown): CaseRule | null {
  if (typeof value !== "object" || value === null) return null;
  const id: unknown = Reflect.get(value, "id");
  const name: unknown = Reflect.get(value, "name");
  const counts: unknown = Reflect.get(value, "counts");
  const tiers: unknown = Reflect.get(value, "tiers");
  if (typeof id !== "number" || typeof name !== "string") return null;
  if (!Array.isArray(counts) || !counts.every((kind) => typeof kind === "string")) return null;
  if (!Array.isArray(tiers) || !tiers.every(isTier)) return null;
  return { id, name, counts, tiers };
}

function isTier(value: unknown): value is CaseRule["tiers"][number] {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "bottles") === "number" &&
    typeof Reflect.get(value, "basisPoints") === "number"
  );
}
