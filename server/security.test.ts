import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { parseEnv } from "~/utils/env.server";
import { inlineScriptHashes, securityHeaders, withScriptHashes } from "./security";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline scripts allowed by their hashes (decision 0029)", () => {
  it("hashes each inline script's text as the browser does, and no script with a src", () => {
    const html =
      '<head><script>var a="ñ";</script><script type="module">import "/a.js";\n</script>' +
      '<script src="/b.js"></script><SCRIPT async src=/c.js></SCRIPT></head><body><script></script>' +
      '<script>var a="ñ";</script></body>';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      hash('var a="ñ";'),
      hash('import "/a.js";\n'),
      hash(""),
    ]);
    expect(hash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("adds them to script-src only, and leaves a policy alone when there are none", () => {
    const policy = "default-src 'self';script-src 'self' https://www.googletagmanager.com;object-src 'none'";
    expect(withScriptHashes(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self';script-src 'self' https://www.googletagmanager.com 'sha256-A' 'sha256-B';object-src 'none'",
    );
    expect(withScriptHashes("script-src-attr 'none';script-src 'self'", ["'sha256-A'"])).toBe(
      "script-src-attr 'none';script-src 'self' 'sha256-A'",
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});

describe("WebAssembly in the console only (decision 0068)", () => {
  /** The Content-Security-Policy the headers give a page at `path`. */
  async function policyAt(path: string): Promise<string> {
    const headers = new Map<string, string>();
    const response = {
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    };
    await new Promise<void>((resolve, reject) =>
      securityHeaders(parseEnv({}))(
        { path } as Request,
        response as unknown as Response,
        (error?: unknown) => (error ? reject(error) : resolve()),
      ),
    );
    return headers.get("content-security-policy") ?? "";
  }

  it("lets the staff console compile the barcode reader, and no storefront page", async () => {
    expect(await policyAt("/staff/deliveries")).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(await policyAt("/staff")).toContain("'wasm-unsafe-eval'");
    for (const path of ["/", "/checkout", "/staffroom", "/es/product/x"])
      expect(await policyAt(path), path).toMatch(/script-src 'self'(;|$)/);
  });
});
