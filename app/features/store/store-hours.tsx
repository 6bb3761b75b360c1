import { useT } from "~/i18n/messages";
import { openingStatusLine, weeklyHoursSummary } from "./opening-hours";
import { store } from "./store";
import { useOpeningStatus } from "./use-opening-status";

/** The week's hours as the store words them, with whether it is open right now. */
export function StoreHours() {
  const t = useT();
  return (
    <>
      <OpenNow />
      <dl className="mt-3 space-y-2 text-sm">
        {weeklyHoursSummary(store, t).map((row) => (
          <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
            <dt className="font-medium">{row.days}</dt>
            <dd className="text-stone-700">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * "Open now · closes 1:00 am", read from the browser's clock once hydrated: the server's clock and
 * the shopper's may differ, so the server renders an empty line of the same height.
 */
function OpenNow() {
  const t = useT();
  const status = useOpeningStatus(t);
  return (
    <p className="mt-2 flex min-h-6 items-center gap-2 text-sm font-semibold" data-testid="opening-status">
      {status && (
        <>
          <span
            aria-hidden="true"
            className={`size-2.5 shrink-0 rounded-full ${status.open ? "bg-emerald-600" : "bg-stone-400"}`}
          />
          <span className={status.open ? "text-emerald-800" : "text-stone-700"}>
            {openingStatusLine(status, t)}
          </span>
        </>
      )}
    </p>
  );
}
