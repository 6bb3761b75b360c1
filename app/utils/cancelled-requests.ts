/**
 * A request that was cancelled (a newer navigation, a closed page, a superseded search) rejects
 * with an AbortError. React Router sometimes leaves such a rejection unhandled when a navigation
 * interrupts a data request; nothing failed, so the browser must not report it as an error.
 */
export function isCancelledRequest(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}

export function keepCancelledRequestsQuiet(): void {
  window.addEventListener("unhandledrejection", (event) => {
    if (isCancelledRequest(event.reason)) event.preventDefault();
  });
}
