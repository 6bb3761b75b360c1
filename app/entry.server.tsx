import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { wholePage } from "~/components/scripts-after-paint.server";
import { loggableUrl, logger } from "~/utils/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Every visitor gets the page whole, as bots always did. It is held until whole anyway (its inline
  // scripts are allowed by their hashes, decision 0029), so streaming it won no byte; and written
  // after everything is ready, React puts React Router's data in its place at once, not behind a
  // fallback it swaps in with a script of its own: 0.5 KB gzip, sent or not by the render's timing,
  // so two renders of one page differed (issue #32).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Set before rendering starts: React may report everything ready before it returns.
    let abortRender = () => {};
    const abortLater = setTimeout(() => abortRender(), streamTimeout + 1_000);
    const respond = () => {
      pipe(
        wholePage((page) => {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
        }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // Nothing left to abort: a pending timer would keep the whole render (request, tree and
          // data) alive for seconds, hundreds of pages' worth under load (issue #17's memory).
          clearTimeout(abortLater);
          respond();
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
