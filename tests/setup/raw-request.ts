import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** An answer as it came over the wire: the body as text. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request with any headers at all (fetch will not send a forged Host). `ownConnection` opens a
 * connection for it alone, as a browser does after an idle one was closed under it.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    ownConnection = false,
  }: { method?: string; headers?: Record<string, string>; body?: string; ownConnection?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, ...(ownConnection ? { agent: false } : {}) };
    const request = httpRequest(url, options, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}
