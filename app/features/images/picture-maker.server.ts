import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { ImageWidth } from "./product-image-url";

/**
 * Pictures are made in a process of their own (picture-maker.mjs), started when one is asked for
 * and stopped once none has been for `idleMs`: sharp's native memory goes back to the system with
 * it instead of staying in the server for good (issue #32, decision 0059).
 */
export interface PictureMaker {
  /** A stored photo, framed in the square at `width`, as webp. */
  photo(bytes: Uint8Array, width: ImageWidth): Promise<Buffer>;
  /** A drawing (SVG text) rasterised at `width`, as webp. */
  drawing(svg: string, width: ImageWidth): Promise<Buffer>;
  /** Stops the process now, if there is one; pictures still being made fail. */
  stop(): Promise<void>;
}

type PictureKind = "photo" | "drawing";
type MakerAnswer = { id: number; picture: Uint8Array } | { id: number; error: string };

interface Waiting {
  /** The process making it. */
  maker: ChildProcess;
  resolve(picture: Buffer): void;
  reject(error: Error): void;
}

function isMakerAnswer(message: unknown): message is MakerAnswer {
  return typeof message === "object" && message !== null && "id" in message && typeof message.id === "number";
}

/** Relative to the working directory, the repository's root, as for the build and the demo data. */
const MAKER_ENTRY = path.resolve("app/features/images/picture-maker.mjs");
const IDLE_MS = 30_000;

export function startPictureMaker({ idleMs = IDLE_MS }: { idleMs?: number } = {}): PictureMaker {
  let child: ChildProcess | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const waiting = new Map<number, Waiting>();

  function failEachOf(maker: ChildProcess, error: Error): void {
    for (const [id, job] of waiting)
      if (job.maker === maker) {
        waiting.delete(id);
        job.reject(error);
      }
  }

  function answer(message: MakerAnswer): void {
    const job = waiting.get(message.id);
    if (!job) return;
    waiting.delete(message.id);
    if ("error" in message) job.reject(new Error(`picture maker: ${message.error}`));
    else
      job.resolve(
        Buffer.from(message.picture.buffer, message.picture.byteOffset, message.picture.byteLength),
      );
    if (waiting.size === 0) idleSoon();
  }

  function running(): ChildProcess {
    // A process told to stop, or dying, takes no more pictures, even before its exit is heard.
    if (child?.connected && !child.killed) return child;
    const started = fork(MAKER_ENTRY, [], { serialization: "advanced", stdio: "inherit" });
    started.on("message", (message) => {
      if (isMakerAnswer(message)) answer(message);
    });
    started.once("exit", (code, signal) => {
      if (child === started) child = null;
      failEachOf(started, new Error(`the picture maker stopped (${signal ?? `exit ${code}`})`));
    });
    child = started;
    return started;
  }

  /** Idle: the process no longer keeps the server alive, and stops after `idleMs`. */
  function idleSoon(): void {
    child?.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (waiting.size === 0) child?.kill();
    }, idleMs);
    idleTimer.unref();
  }

  function make(kind: PictureKind, input: Uint8Array | string, width: ImageWidth): Promise<Buffer> {
    clearTimeout(idleTimer);
    const maker = running();
    maker.channel?.ref();
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      waiting.set(id, { maker, resolve, reject });
      maker.send({ id, kind, input, width }, (error) => {
        if (!error) return;
        waiting.delete(id);
        reject(error);
      });
    });
  }

  return {
    photo: (bytes, width) => make("photo", bytes, width),
    drawing: (svg, width) => make("drawing", svg, width),
    async stop() {
      clearTimeout(idleTimer);
      const stopping = child;
      if (!stopping) return;
      const exited = new Promise((resolve) => stopping.once("exit", resolve));
      stopping.kill();
      await exited;
    },
  };
}
