import { readFileSync } from "node:fs";

/** The fenced shell blocks of docs/deploy.md, each with the line of prose before it. */
export function deployShellBlocks(): Array<{ before: string; text: string }> {
  const deploy = readFileSync("docs/deploy.md", "utf8");
  return [...deploy.matchAll(/([^\n]*)\n\n```sh\n([\s\S]*?)```/g)].map((match) => ({
    before: match[1]!,
    text: match[2]!,
  }));
}

/** The one shell block of docs/deploy.md that holds `command`. */
export function deployShellBlock(command: string): string {
  const blocks = deployShellBlocks().filter((block) => block.text.includes(command));
  if (blocks.length !== 1) throw new Error(`docs/deploy.md has ${blocks.length} blocks with ${command}`);
  return blocks[0]!.text;
}
