import { describe, expect, it } from "vitest";
import { storeContext } from "~/load-context.server";
import { action } from "./language";

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

/** The action as the server runs it for a store at `publicUrl` (none: a developer's http). */
const switchLanguage = (request: Request, publicUrl?: string) =>
  action({
    request,
    context: storeContext({ services: { env: { PUBLIC_URL: publicUrl } } as never, clientAddress: "" }),
  } as never);

describe("the language switch's answer", () => {
  it("keeps the choice in a cookie for a year and goes to the same page in Spanish, query included", async () => {
    const response = await answer(() =>
      switchLanguage(post({ language: "es", returnTo: "/catalog?type=rum&page=2" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es/catalog?type=rum&page=2");
    expect(response.headers.get("Set-Cookie")).toBe("language=es; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it.each([
    ["/es/product/buchanans-12?size=750ml", "/product/buchanans-12?size=750ml"],
    ["/es", "/"],
    ["/es?page=2", "/?page=2"],
    ["/es/catalog", "/catalog"],
  ])("goes from %j to its English address %j", async (returnTo, english) => {
    const response = await answer(() => switchLanguage(post({ language: "en", returnTo })));
    expect(response.headers.get("Location")).toBe(english);
    expect(response.headers.get("Set-Cookie")).toMatch(/^language=en;/);
  });

  it("stays in Spanish when Spanish is chosen on a Spanish page", async () => {
    const response = await answer(() => switchLanguage(post({ language: "es", returnTo: "/es/contact-us" })));
    expect(response.headers.get("Location")).toBe("/es/contact-us");
  });

  it("refuses a language the store does not speak", async () => {
    for (const language of ["fr", "", "es; Path=/admin", "<script>"]) {
      const response = await answer(() => switchLanguage(post({ language, returnTo: "/" })));
      expect(response.status, language).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it.each([
    ["/..//evil.example"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["/%2F%2Fevil.example"],
    ["／／evil.example"],
    ["/\t/evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["/language"],
    ["/language?returnTo=//evil.example"],
    ["/es//evil.example"],
    ["/es/..//evil.example"],
    [""],
  ])("answers returnTo=%j with the home page, the cookie still set", async (returnTo) => {
    const response = await answer(() => switchLanguage(post({ language: "en", returnTo })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^language=en;/);
  });

  it("marks the cookie Secure when the store is served over TLS", async () => {
    const response = await answer(() =>
      switchLanguage(post({ language: "es", returnTo: "/" }), "https://shop.example"),
    );
    expect(response.headers.get("Set-Cookie")).toBe(
      "language=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });

  it("returns home when the form names no page", async () => {
    const response = await answer(() => switchLanguage(post({ language: "en" })));
    expect(response.headers.get("Location")).toBe("/");
  });
});
