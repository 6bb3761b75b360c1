import { describe, expect, it } from "vitest";
import { pageWithNonce, renderedPage, RenderedPageStore } from "./page-cache";

const page = (body: string) => renderedPage("text/html", Buffer.from(body), "n0nce");
const text = (kept: ReturnType<typeof page> | undefined) => kept && pageWithNonce(kept, "n0nce").toString();

describe("rendered page store", () => {
  it("drops the least recently used page past its page count", () => {
    const pages = new RenderedPageStore(2, 1_000);
    pages.set("a", page("A"));
    pages.set("b", page("B"));
    pages.get("a");
    pages.set("c", page("C"));
    expect(pages.get("b")).toBeUndefined();
    expect(text(pages.get("a"))).toBe("A");
    expect(text(pages.get("c"))).toBe("C");
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
    expect(text(pages.get("b"))).toBe("1");
    expect(text(pages.get("c"))).toBe("123");
  });

  it("puts a fresh nonce wherever the rendering had its own", () => {
    const kept = renderedPage("text/html", Buffer.from('<script nonce="abc">1</script><p>abc</p>'), "abc");
    expect(pageWithNonce(kept, "XYZ").toString()).toBe('<script nonce="XYZ">1</script><p>XYZ</p>');
    expect(pageWithNonce(renderedPage("text/html", Buffer.from("none"), "abc"), "XYZ").toString()).toBe(
      "none",
    );
  });
});
