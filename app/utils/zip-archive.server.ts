import { open } from "node:fs/promises";
import { promisify } from "node:util";
import { crc32, inflateRaw } from "node:zlib";

/**
 * Reads the files of a ZIP archive (stored or deflated, as every zip tool writes them), one at a
 * time, with node:zlib: no package needed for the one thing the store does with zips (photos in
 * bulk). Not supported, each with a clear ZipError: ZIP64 (over 4 GB or 65,535 files), encryption,
 * other compression methods. Each file is inflated only as far as the size it declares, off the
 * event loop (zlib's threads), and its CRC checked, so a lying or corrupt archive fails that file,
 * never the server; `ZipLimits` refuse an archive of too many files or too many bytes unpacked
 * before any is inflated (a zip bomb).
 */

/** What can be wrong with an archive or one of its files, in the command line's words; a page words its code. */
const ZIP_PROBLEMS = {
  "not-zip": "This is not a zip file.",
  zip64: "ZIP64 archives (over 4 GB or 65,535 files) are not supported: split it into smaller zips.",
  "cut-short": "The zip file is cut short.",
  "list-damaged": "The zip's list of files is damaged.",
  encrypted: "The file is encrypted in the zip.",
  method: "The file is packed with a method other than deflate; zip it again with the usual settings.",
  "place-damaged": "The file's place in the zip is damaged.",
  checksum: "The file is damaged in the zip (its check sum does not match).",
  "size-mismatch": "The file is damaged in the zip (it does not unpack to the size it declares).",
  "too-many-files": "The zip holds more than {max} files: split it into smaller zips.",
  "too-large-unpacked": "The zip unpacks to more than {max}: split it into smaller zips.",
} as const;

export type ZipProblem = keyof typeof ZIP_PROBLEMS;

export class ZipError extends Error {
  constructor(
    readonly problem: ZipProblem,
    /** The limit a refused archive went over, for the words that name it. */
    readonly values: { max?: string } = {},
  ) {
    super(ZIP_PROBLEMS[problem].replace("{max}", values.max ?? ""));
    this.name = "ZipError";
  }
}

/** How much one archive may hold, counted from its list of files before anything is unpacked. */
export interface ZipLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
  /** `maxUnpackedBytes` in words ("192 MB"). */
  maxUnpackedText: string;
}

/** Where an archive's bytes come from: memory, or a file read piece by piece. */
export interface ZipSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  /** The size it declares once unpacked. */
  size: number;
  /** Its bytes, unpacked and checked against its CRC; throws ZipError when they are not right. */
  read(): Promise<Buffer>;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;

export function bufferSource(bytes: Uint8Array): ZipSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.byteLength,
    read: async (offset, length) => buffer.subarray(offset, Math.min(offset + length, buffer.byteLength)),
  };
}

/** A zip on disk, read where needed: a large archive is never held in memory whole. */
export async function fileSource(file: string): Promise<ZipSource & { close(): Promise<void> }> {
  const handle = await open(file, "r");
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      await handle.read(buffer, 0, buffer.byteLength, offset);
      return buffer;
    },
    close: () => handle.close(),
  };
}

/** The archive's files (folders left out), in the order its directory lists them, within `limits`. */
export async function readZipEntries(source: ZipSource, limits?: ZipLimits): Promise<ZipEntry[]> {
  const directory = await centralDirectory(source);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < directory.count; index++) {
    if (
      at + CENTRAL_SIZE > directory.bytes.byteLength ||
      directory.bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE
    )
      throw new ZipError("list-damaged");
    const header = centralHeader(directory.bytes, at);
    at = header.next;
    if (!header.name.endsWith("/")) entries.push(entryOf(source, header));
  }
  if (limits) refuseOverLimits(entries, limits);
  return entries;
}

function refuseOverLimits(entries: readonly ZipEntry[], limits: ZipLimits): void {
  if (entries.length > limits.maxFiles)
    throw new ZipError("too-many-files", { max: String(limits.maxFiles) });
  const unpacked = entries.reduce((total, entry) => total + entry.size, 0);
  if (unpacked > limits.maxUnpackedBytes)
    throw new ZipError("too-large-unpacked", { max: limits.maxUnpackedText });
}

async function centralDirectory(source: ZipSource): Promise<{ bytes: Buffer; count: number }> {
  const tailLength = Math.min(source.size, EOCD_SIZE + MAX_COMMENT);
  const tail = await source.read(source.size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.byteLength - EOCD_SIZE; at >= 0 && end < 0; at--)
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) end = at;
  if (end < 0) throw new ZipError("not-zip");
  const count = tail.readUInt16LE(end + 10);
  const size = tail.readUInt32LE(end + 12);
  const offset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipError("zip64");
  if (offset + size > source.size) throw new ZipError("cut-short");
  return { bytes: await source.read(offset, size), count };
}

interface CentralHeader {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  next: number;
}

function centralHeader(bytes: Buffer, at: number): CentralHeader {
  const nameLength = bytes.readUInt16LE(at + 28);
  const extraLength = bytes.readUInt16LE(at + 30);
  const commentLength = bytes.readUInt16LE(at + 32);
  return {
    flags: bytes.readUInt16LE(at + 8),
    method: bytes.readUInt16LE(at + 10),
    crc: bytes.readUInt32LE(at + 16),
    compressedSize: bytes.readUInt32LE(at + 20),
    size: bytes.readUInt32LE(at + 24),
    localOffset: bytes.readUInt32LE(at + 42),
    name: bytes
      .subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength)
      .toString("utf8")
      .replaceAll("\\", "/"),
    next: at + CENTRAL_SIZE + nameLength + extraLength + commentLength,
  };
}

function entryOf(source: ZipSource, header: CentralHeader): ZipEntry {
  return {
    name: header.name,
    size: header.size,
    read: () => readEntry(source, header),
  };
}

async function readEntry(source: ZipSource, header: CentralHeader): Promise<Buffer> {
  if (header.flags & 1) throw new ZipError("encrypted");
  if (header.method !== STORED && header.method !== DEFLATED) throw new ZipError("method");
  const local = await source.read(header.localOffset, LOCAL_SIZE);
  if (local.byteLength < LOCAL_SIZE || local.readUInt32LE(0) !== LOCAL_SIGNATURE)
    throw new ZipError("place-damaged");
  const dataStart = header.localOffset + LOCAL_SIZE + local.readUInt16LE(26) + local.readUInt16LE(28);
  const packed = await source.read(dataStart, header.compressedSize);
  if (packed.byteLength < header.compressedSize) throw new ZipError("cut-short");
  const bytes = header.method === STORED ? packed : await inflate(packed, header.size);
  if (bytes.byteLength !== header.size || crc32(bytes) !== header.crc) throw new ZipError("checksum");
  return bytes;
}

const inflateRawAsync = promisify(inflateRaw);

/** Inflates at most `size` bytes: a file that unpacks larger than it says is refused, not unpacked. */
async function inflate(packed: Buffer, size: number): Promise<Buffer> {
  try {
    return await inflateRawAsync(packed, { maxOutputLength: Math.max(size, 1) });
  } catch {
    throw new ZipError("size-mismatch");
  }
}
