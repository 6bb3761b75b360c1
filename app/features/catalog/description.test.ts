import { describe, expect, it } from "vitest";
import { descriptionIn } from "./description";

describe("a description as a page shows it (issue #16)", () => {
  const both = { description: "A smooth blend.", descriptionEs: "Un blend suave." };

  it("is the page's language's text where the catalogue has one", () => {
    expect(descriptionIn(both, "en")).toEqual({ text: "A smooth blend." });
    expect(descriptionIn(both, "es")).toEqual({ text: "Un blend suave." });
  });

  it("is the other language's text, marked with its language, where the page's is missing", () => {
    expect(descriptionIn({ description: "A smooth blend.", descriptionEs: null }, "es")).toEqual({
      text: "A smooth blend.",
      lang: "en",
    });
    expect(descriptionIn({ description: "", descriptionEs: "Un blend suave." }, "en")).toEqual({
      text: "Un blend suave.",
      lang: "es",
    });
  });

  it("is empty, and unmarked, when the catalogue has neither", () => {
    expect(descriptionIn({ description: "", descriptionEs: null }, "es")).toEqual({ text: "" });
    expect(descriptionIn({ description: "", descriptionEs: null }, "en")).toEqual({ text: "" });
  });
});
