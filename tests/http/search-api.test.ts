import type { SearchAnswer } from "~/features/catalog/search/suggestions";
import { describe, expect, inject, it } from "vitest";

const store = inject("storeUrl");
const get = (path: string) => fetch(`${store}${path}`);

describe("GET /api/search (DESIGN §6)", () => {
  it("answers the best matches with the documented shape, typos included", async () => {
    const response = await get("/api/search?q=jhonnie%20walkr&limit=3");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SearchAnswer;
    expect(answer.query).toBe("jhonnie walkr");
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(3);
    for (const result of answer.results) {
      expect(Object.keys(result).sort()).toEqual([
        "brand",
        "img",
        "imgVersion",
        "name",
        "priceFrom",
        "route",
        "type",
      ]);
      expect(result.img).toMatch(/^liquors-webp\/.+\.webp$/);
      expect(Math.round(result.priceFrom * 100) / 100).toBe(result.priceFrom);
    }
    expect(answer.results[0]!.brand).toBe("Johnnie Walker");
  });

  it("understands Spanish: ron finds rum, cerveza finds beer", async () => {
    const rum = (await (await get("/api/search?q=ron")).json()) as SearchAnswer;
    expect(rum.results[0]!.type).toBe("rum");
    const beer = (await (await get("/api/search?q=cerveza")).json()) as SearchAnswer;
    expect(beer.results[0]!.type).toBe("beer");
  });

  it("an empty query answers no results; a repeated parameter counts once", async () => {
    expect(((await (await get("/api/search")).json()) as SearchAnswer).results).toEqual([]);
    const twice = (await (await get("/api/search?q=jameson&q=rum")).json()) as SearchAnswer;
    expect(twice.query).toBe("jameson");
  });

  it("bad input gets a clear 400", async () => {
    for (const path of [
      "/api/search?q=" + "a".repeat(201),
      "/api/search?q=rum&limit=abc",
      "/api/search?q=rum&limit=500",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe("invalid_query");
    }
  });

  it("hostile text comes back as JSON data, never markup", async () => {
    const response = await get("/api/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(((await response.json()) as SearchAnswer).query).toBe("<script>alert(1)</script>");
  });
});
