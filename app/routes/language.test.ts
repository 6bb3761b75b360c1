import { describe, expect, it } from "vitest";
import { action, returnPath } from "./language";

async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const init = (thrown as { init?: ResponseInit }).init;
    if (init) return new Response(null, init);
    throw thrown;
  }
  throw new Error("the action answered nothing");
}

const post = (fields: Record<string, string>) =>
  new Request("http://store.test/language", { method: "POST", body: new URLSearchParams(fields) });

describe("the language switch's answer", () => {
  it("keeps the choice in a cookie for a year and returns to the page, query included", async () => {
    const response = await answer(() =>
      action({ request: post({ language: "es", returnTo: "/catalog?type=rum&page=2" }) } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/catalog?type=rum&page=2");
    expect(response.headers.get("Set-Cookie")).toBe("language=es; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("refuses a language the store does not speak", async () => {
    for (const language of ["fr", "", "es; Path=/admin", "<script>"]) {
      const response = await answer(() => action({ request: post({ language, returnTo: "/" }) } as never));
      expect(response.status, language).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("returns only to a page of this site", () => {
    expect(returnPath("/product/buchanans-12-years?size=750ml")).toBe(
      "/product/buchanans-12-years?size=750ml",
    );
    for (const hostile of [
      null,
      "",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/language",
    ])
      expect(returnPath(hostile), String(hostile)).toBe("/");
  });
});
