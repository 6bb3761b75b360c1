import { useSyncExternalStore } from "react";
import type { Translate } from "~/i18n/messages";
import { openingStatus, type OpeningStatus } from "./opening-hours";
import { store } from "./store";

const MINUTE = 60_000;

/**
 * Whether the store is open, read from the browser's clock once hydrated and again as each minute
 * starts. On the server and while hydrating: as of `renderedAt` for a page rendered for its request
 * alone (checkout), else null, as a kept page serves every minute.
 */
export function useOpeningStatus(t: Translate, renderedAt?: number): OpeningStatus | null {
  const minute = useSyncExternalStore(
    everyMinute,
    () => Math.floor(Date.now() / MINUTE),
    () => (renderedAt === undefined ? null : Math.floor(renderedAt / MINUTE)),
  );
  return minute === null ? null : openingStatus(new Date(minute * MINUTE), store, t);
}

function everyMinute(onMinute: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const waitForNextMinute = () => {
    timer = setTimeout(
      () => {
        onMinute();
        waitForNextMinute();
      },
      MINUTE - (Date.now() % MINUTE),
    );
  };
  waitForNextMinute();
  return () => clearTimeout(timer);
}
