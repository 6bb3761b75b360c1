import { useEffect, useRef } from "react";
import { useT } from "~/i18n/messages";
import { ageCookieIn, forgetAgeCookie, isAgeConfirmed, UNDERAGE_DESTINATION } from "./age-confirmation";
import { confirmAgeAndNotify } from "./use-age-gate";

/**
 * Specification §2 "Age gate modal": shown while isOver21 is absent. It cannot be dismissed by a
 * click outside or by Escape; the page behind is `inert` (see root.tsx), which keeps focus inside.
 */
export function AgeGate({ open }: { open: boolean }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  // Keep the cookie in step with localStorage, the specification's source of truth.
  useEffect(() => {
    const cookie = ageCookieIn(document.cookie);
    if (isAgeConfirmed() && !cookie) confirmAgeAndNotify();
    else if (!isAgeConfirmed() && cookie) forgetAgeCookie();
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4"
      data-testid="age-gate-overlay"
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
            onClick={confirmAgeAndNotify}
            className="min-w-24 rounded-md bg-brand px-6 py-2.5 text-lg font-semibold text-white hover:bg-brand-dark"
          >
            {t("ageGate.yes")}
          </button>
          <button
            type="button"
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
