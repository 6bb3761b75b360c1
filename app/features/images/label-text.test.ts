// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SANS, SERIF } from "./bottle-label";
import { escapeXml, fitText, type FitOptions, textWidth } from "./label-text";

/** Width in px of text as librsvg actually draws it (bounding box of the ink). */
async function renderedWidth(text: string, fontSize: number, family: string, bold: boolean): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="200"><rect width="3000" height="200" fill="#fff"/><text x="20" y="140" font-size="${fontSize}" font-family="${family}" font-weight="${bold ? "bold" : "normal"}">${escapeXml(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .trim({ threshold: 10 })
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

describe("escapeXml", () => {
  it("escapes markup characters", () => {
    expect(escapeXml(`<script>"Tom" & 'Jerry'</script>`)).toBe(
      "&lt;script&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/script&gt;",
    );
  });

  it("drops characters XML cannot carry but keeps accents and emoji", () => {
    expect(escapeXml("Añejo\u0000\u0007 \uD800x 🥃")).toBe("Añejo x 🥃");
  });
});

describe("textWidth", () => {
  it.each([
    ["Buchanans 12 Years", SERIF, false],
    ["JOHNNIE WALKER", SERIF, true],
    ["Reserva de la Familia Extra Añejo", SERIF, false],
    ["WWWW MMMM mmmm", SERIF, true],
    ["iiii llll 1111", SERIF, false],
    ["12oz · 6-pack 750ml 1.75L", SANS, false],
  ])("never underestimates how wide %j is drawn", async (text, family, bold) => {
    const estimate = textWidth(text, 60, { bold });
    const actual = await renderedWidth(text, 60, family, bold);
    expect(estimate).toBeGreaterThanOrEqual(actual);
    expect(estimate).toBeLessThan(actual * 1.35); // still close enough to use the label well
  });
});

describe("fitText", () => {
  const box: FitOptions = {
    width: 300,
    height: 200,
    maxFontSize: 60,
    minFontSize: 18,
    maxLines: 3,
    lineHeight: 1.1,
  };
  const fitsWidth = (lines: string[], fontSize: number) =>
    lines.every((line) => textWidth(line, fontSize) <= box.width);

  it("keeps short names on one line at the largest size", () => {
    expect(fitText("Añejo", box)).toEqual({ lines: ["Añejo"], fontSize: 60 });
  });

  it("wraps a long name into at most three lines, shrinking the font, keeping every word", () => {
    const name = "Blue Label Ghost and Rare Port Dundas";
    const fitted = fitText(name, box);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.fontSize).toBeLessThan(60);
    expect(fitted.lines.join(" ")).toBe(name);
    expect(fitsWidth(fitted.lines, fitted.fontSize)).toBe(true);
  });

  it("breaks a word too long for the label instead of letting it overflow", () => {
    const fitted = fitText("Sayuri <script>alert('xxxxxxxxxxxx')</script>", box);
    expect(fitsWidth(fitted.lines, fitted.fontSize)).toBe(true);
    expect(fitted.lines.join("").replace(/ /g, "")).toBe("Sayuri<script>alert('xxxxxxxxxxxx')</script>");
  });

  it("truncates with an ellipsis when even the smallest size cannot hold the name", () => {
    const fitted = fitText("Extraordinarily ".repeat(20), box);
    expect(fitted.fontSize).toBe(18);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2]?.endsWith("…")).toBe(true);
    expect(fitsWidth(fitted.lines, fitted.fontSize)).toBe(true);
  });

  it("respects the box height as well as the line limit", () => {
    const fitted = fitText("One Two Three Four Five Six", {
      ...box,
      height: 50,
    });
    expect(fitted.lines.length * fitted.fontSize * box.lineHeight).toBeLessThanOrEqual(50);
  });
});
