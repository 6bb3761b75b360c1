import { describe, expect, it } from "vitest";
import { editedShelf, shelfEditSchema } from "./featured-shelf-edit";

const shelf = ["a", "b", "c"];

describe("a home shelf edit (issue #16)", () => {
  it("adds at the end, once", () => {
    expect(editedShelf({ type: "rum", shown: shelf, intent: "add", route: "d" })).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
    expect(editedShelf({ type: "rum", shown: shelf, intent: "add", route: "b" })).toEqual(shelf);
  });

  it("removes, and moves up and down within the shelf", () => {
    expect(editedShelf({ type: "rum", shown: shelf, intent: "remove", route: "b" })).toEqual(["a", "c"]);
    expect(editedShelf({ type: "rum", shown: shelf, intent: "up", route: "c" })).toEqual(["a", "c", "b"]);
    expect(editedShelf({ type: "rum", shown: shelf, intent: "down", route: "a" })).toEqual(["b", "a", "c"]);
  });

  it("leaves the shelf as it is when the move has nowhere to go or the product is not on it", () => {
    expect(editedShelf({ type: "rum", shown: shelf, intent: "up", route: "a" })).toEqual(shelf);
    expect(editedShelf({ type: "rum", shown: shelf, intent: "down", route: "c" })).toEqual(shelf);
    expect(editedShelf({ type: "rum", shown: shelf, intent: "down", route: "x" })).toEqual(shelf);
    expect(editedShelf({ type: "rum", shown: shelf, intent: "remove", route: "x" })).toEqual(shelf);
  });

  it("reads the form: the shown shelf one route a line, an empty shelf empty; refuses an unknown intent", () => {
    expect(shelfEditSchema.parse({ type: "rum", shown: "a\nb", intent: "up", route: "b" }).shown).toEqual([
      "a",
      "b",
    ]);
    expect(shelfEditSchema.parse({ type: "rum", shown: "", intent: "add", route: "b" }).shown).toEqual([]);
    expect(shelfEditSchema.safeParse({ type: "rum", shown: "", intent: "drop", route: "b" }).success).toBe(
      false,
    );
    expect(shelfEditSchema.safeParse({ type: "rum", shown: "", intent: "add", route: "" }).success).toBe(
      false,
    );
  });
});
