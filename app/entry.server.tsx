import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { scriptsAfterPaint } from "~/components/scripts-after-paint.server";
import { loggableUrl, logger } from "~/utils/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Set before rendering starts: React may report everything ready before it returns.
    let abortRender = () => {};
    const abortLater = setTimeout(() => abortRender(), streamTimeout + 1_000);
    const respond = () => {
      shellRendered = true;
      const body = scriptsAfterPaint();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          if (readyEvent === "onShellReady") respond();
        },
        onAllReady() {
          // Nothing left to abort: a pending timer would keep the whole render (request, tree and
          // data) alive for seconds, hundreds of pages' worth under load (issue #17's memory).
          clearTimeout(abortLater);
          if (readyEvent === "onAllReady") respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortLater);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render failed");
        },
      },
    );
    abortRender = abort;
  });
}

/** 404s are a normal answer, not an error to log; aborted requests are the client's choice. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  // A client's mistake (a POST to a page without an action: 405) is no fault of ours, and an
  // outsider must not be able to fill the error log with them (issue #14).
  if (isRouteErrorResponse(error) && error.status < 500)
    return logger.info({ status: error.status, url: loggableUrl(request.url) }, "request refused");
  logger.error({ err: error, url: loggableUrl(request.url) }, "request failed");
};
