/** Builds the app when build/ is missing or older than its sources. */
export function buildIfMissing(): void;
export function newestChange(path: string): number;
