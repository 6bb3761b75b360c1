import { useCallback, useEffect, useState } from "react";
import type * as OrderAttemptModule from "./order-attempt";

export type OrderAttempt = typeof OrderAttemptModule;

let downloading: Promise<OrderAttempt> | undefined;

/** A failed download is tried again at the next call. */
export function downloadOrderAttempt(): Promise<OrderAttempt> {
  downloading ??= import("./order-attempt").catch((error: unknown) => {
    downloading = undefined;
    throw error;
  });
  return downloading;
}

/**
 * An attempt's code (the fields' checker with zod, the sending, the error summary), downloaded as
 * the form mounts rather than with the page, as it is needed only once the shopper presses Place
 * order: `attempt` is null until it has arrived, and `load` waits for it (rejecting when it cannot
 * be downloaded).
 */
export function useOrderAttempt() {
  const [attempt, setAttempt] = useState<OrderAttempt | null>(null);
  const load = useCallback(
    () =>
      downloadOrderAttempt().then((loaded) => {
        setAttempt(loaded);
        return loaded;
      }),
    [],
  );
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return { attempt, load };
}
