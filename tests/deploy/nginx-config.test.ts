import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx } from "../../scripts/nginx.mjs";

/**
 * docs/deploy.md's nginx block passes `nginx -t` as written (issue #33: its cache lines did not, on
 * Debian's nginx 1.22). Only what a test machine cannot have is swapped: the certificate (a
 * self-signed one made here) and the cache's folder.
 */

const DEPLOY = readFileSync("docs/deploy.md", "utf8");
const dir = mkdtempSync(join(tmpdir(), "store-nginx-config-"));

function documentedBlock(): string {
  const blocks = [...DEPLOY.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
}

/** `nginx -t` on the block inside an nginx.conf of the test's own; its error output when it fails. */
function nginxTest(block: string): { ok: boolean; output: string } {
  const site = block
    .replaceAll("/etc/letsencrypt/live/shop.example.com/", `${dir}/`)
    .replace("/var/cache/nginx/store", join(dir, "cache"));
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${site}\n}\n`,
  );
  try {
    const output = execFileSync(findNginx()!, ["-t", "-p", dir, "-c", config, "-e", join(dir, "error.log")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

beforeAll(() => {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=shop.example.com",
      "-keyout",
      join(dir, "privkey.pem"),
      "-out",
      join(dir, "fullchain.pem"),
    ],
    { stdio: "ignore" },
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/deploy.md's nginx block", () => {
  it("passes nginx -t as written, its page cache included", () => {
    const block = documentedBlock();
    expect(block).toContain("proxy_cache store;");
    const test = nginxTest(block);
    expect(test.output).not.toMatch(/emerg/);
    expect(test.ok).toBe(true);
  });

  it("would fail without proxy_buffers beside proxy_buffer_size 16k: the check is real", () => {
    const test = nginxTest(documentedBlock().replace(/^\s*proxy_buffers 8 16k;\n/m, ""));
    expect(test.ok).toBe(false);
    expect(test.output).toMatch(/proxy_busy_buffers_size|proxy_buffers/);
  });
});
