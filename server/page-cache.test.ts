import { describe, expect, it } from "vitest";
import { RenderedPageStore } from "./page-cache";

const page = (body: string) => ({ contentType: "text/html", body });

describe("rendered page store", () => {
  it("drops the least recently used page past its page count", () => {
    const pages = new RenderedPageStore(2, 1_000);
    pages.set("a", page("A"));
    pages.set("b", page("B"));
    pages.get("a");
    pages.set("c", page("C"));
    expect(pages.get("b")).toBeUndefined();
    expect(pages.get("a")?.body).toBe("A");
    expect(pages.get("c")?.body).toBe("C");
    expect(pages.size).toBe(2);
  });

  it("keeps its bytes under the limit, and never keeps a page larger than the limit", () => {
    const pages = new RenderedPageStore(100, 10);
    pages.set("a", page("12345"));
    pages.set("b", page("12345"));
    pages.set("c", page("123"));
    expect(pages.get("a")).toBeUndefined();
    expect(pages.size).toBe(2);
    pages.set("huge", page("x".repeat(11)));
    expect(pages.get("huge")).toBeUndefined();
    pages.set("b", page("1"));
    pages.set("d", page("123456"));
    expect(pages.get("b")?.body).toBe("1");
    expect(pages.get("c")?.body).toBe("123");
  });
});
