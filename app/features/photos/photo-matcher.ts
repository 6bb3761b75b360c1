/**
 * Which size (or product) a photo file in a folder or zip is for. The rule, as docs/api.md states it:
 * the file's name without its extension is the name of a size's `img` without `.webp`, compared
 * without regard to case (`buchanans-12-750ml.jpg` is the photo of the size whose img ends in
 * `buchanans-12-750ml.webp`); folders are ignored unless two sizes share that name, and then the
 * file's folders must end the way the img's do. A name that is a product's route instead (and no
 * size's) is the photo of the whole product. Hidden files and macOS's __MACOSX folders are skipped.
 */

export interface MatchableSize {
  id: string;
  imagePath: string;
  productId: number;
  productRoute: string;
}

export type FileMatch =
  | { kind: "size"; size: MatchableSize }
  | { kind: "product"; productId: number; productRoute: string }
  | { kind: "none" }
  | { kind: "ambiguous"; sizeIds: string[] }
  | { kind: "skipped" };

interface SplitName {
  folders: string[];
  stem: string;
}

function split(path: string): SplitName {
  const segments = path.replaceAll("\\", "/").toLowerCase().split("/").filter(Boolean);
  const file = segments.pop() ?? "";
  const dot = file.lastIndexOf(".");
  return { folders: segments, stem: dot > 0 ? file.slice(0, dot) : file };
}

function isSkipped(path: string): boolean {
  return path
    .replaceAll("\\", "/")
    .split("/")
    .some((segment) => segment.startsWith(".") || segment === "__MACOSX");
}

/** True when `tail` is the end of `folders` (an empty tail ends anything). */
function endsWith(folders: string[], tail: string[]): boolean {
  return (
    tail.length <= folders.length &&
    tail.every((folder, i) => folders[folders.length - tail.length + i] === folder)
  );
}

export function photoMatcher(sizes: readonly MatchableSize[]): (file: string) => FileMatch {
  const byStem = new Map<string, Array<MatchableSize & { folders: string[] }>>();
  const products = new Map<string, { productId: number; productRoute: string }>();
  for (const size of sizes) {
    const { stem, folders } = split(size.imagePath);
    byStem.set(stem, [...(byStem.get(stem) ?? []), { ...size, folders }]);
    products.set(size.productRoute.toLowerCase(), {
      productId: size.productId,
      productRoute: size.productRoute,
    });
  }
  return (file) => {
    if (isSkipped(file)) return { kind: "skipped" };
    const { stem, folders } = split(file);
    const candidates = byStem.get(stem) ?? [];
    const inFolder =
      candidates.length > 1 ? candidates.filter((size) => endsWith(size.folders, folders)) : candidates;
    const [only] = inFolder;
    if (inFolder.length === 1 && only) return { kind: "size", size: only };
    if (candidates.length > 1)
      return {
        kind: "ambiguous",
        sizeIds: (inFolder.length > 0 ? inFolder : candidates).map((size) => size.id),
      };
    const product = products.get(stem);
    return product ? { kind: "product", ...product } : { kind: "none" };
  };
}
