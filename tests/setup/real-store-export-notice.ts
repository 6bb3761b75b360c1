import { hasRealStoreExport, REAL_STORE_EXPORT_ABSENT } from "../fixtures/real-store-export";

/**
 * Global setup of vitest and Playwright: when the real store's export is not beside the repository,
 * one line says that its tests are skipped (the project's own quirky export runs the same ones).
 */
export default function realStoreExportNotice(): void {
  if (!hasRealStoreExport) console.info(REAL_STORE_EXPORT_ABSENT);
}
