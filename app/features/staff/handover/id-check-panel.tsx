import { lazy, Suspense, useCallback, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { CardDates } from "~/features/id-check";
import type { IdCheckResult } from "../../../../db/stored-values";
import { useHandoverT } from "./handover-messages";
import type { IdCheckView } from "./id-check-view";

// The camera and its reader load when a check starts: the page paints without them.
const IdScanner = lazy(() => import("./id-scanner").then((module) => ({ default: module.IdScanner })));

const RESULT_STYLE: Record<IdCheckResult, string> = {
  "of-age": "border-green-800 bg-green-50 text-green-900",
  "under-21": "border-red-800 bg-red-50 text-red-900",
  expired: "border-red-800 bg-red-50 text-red-900",
};

/**
 * The ID check at handover (issue #34): the result the driver or clerk acts on, in large type; the
 * camera to scan the card's barcode; and a date of birth typed by hand where no card can be scanned.
 * Both post the page's "id-check" form for `order`: the server decides the result.
 */
export function IdCheckPanel({ order, lastCheck }: { order: string; lastCheck: IdCheckView | null }) {
  const t = useHandoverT();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  const [scanning, setScanning] = useState(false);
  const onCard = useCallback(
    (dates: CardDates) => {
      setScanning(false);
      void submit(
        { intent: "id-check", order, method: "scan", birthDate: dates.birthDate, expires: dates.expires },
        { method: "post" },
      );
    },
    [order, submit],
  );
  const headingId = `id-check-${order}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded border border-stone-300 p-3">
      <h3 id={headingId} className="font-semibold">
        {t("check.title")}
      </h3>
      {lastCheck ? (
        <div role="status" className={`mt-2 rounded border-2 p-3 ${RESULT_STYLE[lastCheck.result]}`}>
          <p className="text-xl font-bold">{t(`check.${lastCheck.result}`)}</p>
          <p className="mt-1 text-sm">
            {t("check.last", {
              time: lastCheck.checkedAt,
              name: lastCheck.checkedBy,
              method: t(`check.method.${lastCheck.method}`),
              // A year, not a quantity: no thousands separator.
              year: String(lastCheck.birthYear),
            })}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm">{t("check.none")}</p>
      )}
      <button
        type="button"
        aria-expanded={scanning}
        disabled={busy}
        onClick={() => setScanning((open) => !open)}
        className="mt-3 min-h-12 w-full rounded-md bg-stone-800 px-4 py-3 text-lg font-semibold text-white"
      >
        {scanning ? t("check.stopScan") : t("check.scan")}
      </button>
      {scanning && (
        <Suspense fallback={<p className="mt-3 text-sm">{t("check.starting")}</p>}>
          <IdScanner onCard={onCard} />
        </Suspense>
      )}
      <details className="mt-3">
        <summary className="flex min-h-12 cursor-pointer items-center underline">{t("check.typed")}</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value="id-check" />
          <input type="hidden" name="order" value={order} />
          <input type="hidden" name="method" value="typed" />
          <label htmlFor={`birth-date-${order}`} className="font-semibold">
            {t("check.birthDate")}
          </label>
          <input
            id={`birth-date-${order}`}
            type="date"
            name="birthDate"
            required
            min="1900-01-01"
            className="min-h-12 rounded border border-stone-400 px-3 text-lg"
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 rounded-md border-2 border-stone-800 px-4 py-2 font-semibold"
          >
            {t("check.submitTyped")}
          </button>
        </Form>
      </details>
    </section>
  );
}
