import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { InlineCssProvider } from "~/components/app-stylesheet";
import { ModuleHrefsProvider, pageModuleHrefs } from "~/components/module-preloads";
import { NonceProvider } from "~/components/nonce";
import { logger } from "~/utils/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={loadContext.inlineCss}>
          <ModuleHrefsProvider value={pageModuleHrefs(routerContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ModuleHrefsProvider>
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The language (cookie, else Accept-Language) and the age cookie change the page.
          responseHeaders.append("Vary", "Accept-Language, Cookie");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** 404s are a normal answer, not an error to log; aborted requests are the client's choice. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  logger.error({ err: error, url: request.url }, "request failed");
};
