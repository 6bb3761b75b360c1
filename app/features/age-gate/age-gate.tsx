import { useEffect, useRef } from "react";
import { useT } from "~/i18n/messages";
import { UNDERAGE_DESTINATION } from "./age-confirmation";
import { confirmAgeAndNotify } from "./use-age-gate";

/**
 * Specification §2 "Age gate modal": shown while isOver21 is absent. It cannot be dismissed by a
 * click outside or by Escape; the page behind is `inert` (see root.tsx), which keeps focus inside.
 * Every page holds it; until hydration (`answer` null) the stylesheet shows it only if the inline
 * script found no answer, and that script answers its buttons (`data-age-answer`, age-gate-script.tsx),
 * which the early-taps keeper leaves alone (`data-answers-early`).
 */
export function AgeGate({ answer }: { answer: boolean | null }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer === false) panel.current?.focus();
  }, [answer]);

  if (answer === true) return null;
  return (
    <div
      className={`fixed inset-0 z-50 items-center justify-center bg-black/70 p-4 ${answer === false ? "flex" : "age-gate-pending"}`}
      data-testid="age-gate-overlay"
      data-answers-early=""
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-question"
        tabIndex={-1}
        lang="es"
        className="w-full max-w-sm rounded-xl bg-white p-8 text-center shadow-2xl outline-none"
      >
        <h2 id="age-gate-title" className="font-display text-2xl text-brand">
          {t("ageGate.title")}
        </h2>
        <p id="age-gate-question" className="mt-4 text-lg">
          {t("ageGate.question")}
        </p>
        <div className="mt-6 flex justify-center gap-4">
          <button
            type="button"
            data-age-answer="yes"
            onClick={confirmAgeAndNotify}
            className="min-w-24 rounded-md bg-brand px-6 py-2.5 text-lg font-semibold text-white hover:bg-brand-dark"
          >
            {t("ageGate.yes")}
          </button>
          <button
            type="button"
            data-age-answer="no"
            onClick={() => window.location.assign(UNDERAGE_DESTINATION)}
            className="min-w-24 rounded-md border-2 border-stone-400 px-6 py-2.5 text-lg font-semibold hover:bg-stone-100"
          >
            {t("ageGate.no")}
          </button>
        </div>
      </div>
    </div>
  );
}
