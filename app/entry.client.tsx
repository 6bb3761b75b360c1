import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { InlineCssProvider } from "~/components/app-stylesheet";
import { keepCancelledRequestsQuiet } from "~/utils/cancelled-requests";

// The server inlined the stylesheet (production) or linked it (development): render the same.
const inlineCss = document.getElementById("app-css") ? "" : null;

keepCancelledRequestsQuiet();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <InlineCssProvider value={inlineCss}>
        <HydratedRouter />
      </InlineCssProvider>
    </StrictMode>,
  );
});
