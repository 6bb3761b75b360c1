import zxingWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/**
 * Reads the PDF417 barcode on the back of a licence or ID card from the camera's picture (issue #34,
 * decision 0068): the browser's own BarcodeDetector where it reads PDF417, otherwise the
 * barcode-detector polyfill on ZXing's WebAssembly, loaded from the store itself, never from a CDN.
 */

export type CardBarcodeReader = (picture: HTMLVideoElement) => Promise<string[]>;

interface Detector {
  detect(picture: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

function isDetectorClass(value: unknown): value is DetectorClass {
  return typeof value === "function" && "getSupportedFormats" in value;
}

async function nativeDetector(): Promise<Detector | null> {
  const native: unknown = Reflect.get(globalThis, "BarcodeDetector");
  if (!isDetectorClass(native)) return null;
  const formats: readonly string[] = await native.getSupportedFormats().catch(() => []);
  return formats.includes("pdf417") ? new native({ formats: ["pdf417"] }) : null;
}

async function polyfillDetector(): Promise<Detector> {
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? zxingWasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ["pdf417"] });
}

export async function cardBarcodeReader(): Promise<CardBarcodeReader> {
  const detector = (await nativeDetector()) ?? (await polyfillDetector());
  return async (picture) => (await detector.detect(picture)).map((barcode) => barcode.rawValue);
}
