/**
 * Google's reverse geocoder, asked from the browser (specification §7): the first result's address
 * components are searched for the postal code. Its answer is treated as untrusted input.
 */

const GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

/** The specification sets no time-out; a geocoder that hangs must not hold the request forever. */
export const GEOCODE_TIMEOUT_MS = 10_000;

/** Five digits, or ZIP+4. */
const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The ZIP code at these coordinates; rejects, with a reason in Spanish, on any failure. */
export async function fetchZipCode(coordinates: Coordinates, apiKey: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error("el geocodificador no respondió a tiempo")),
    GEOCODE_TIMEOUT_MS,
  );
  try {
    const response = await fetch(geocodeUrl(coordinates, apiKey), { signal: controller.signal });
    if (!response.ok) throw new Error(`respuesta ${response.status} ${response.statusText}`.trim());
    return zipCodeIn(await response.json());
  } finally {
    clearTimeout(timer);
  }
}

export function geocodeUrl({ latitude, longitude }: Coordinates, apiKey: string): string {
  const url = new URL(GEOCODE_URL);
  url.searchParams.set("latlng", `${latitude},${longitude}`);
  url.searchParams.set("key", apiKey);
  return url.toString();
}

/** The first result's `postal_code` long name, if it is a US ZIP code; otherwise an error. */
export function zipCodeIn(answer: unknown): string {
  if (!isRecord(answer)) throw new Error("respuesta no válida");
  if (answer.status !== "OK") throw new Error(`estado ${statusOf(answer.status)}`);
  const first = Array.isArray(answer.results) ? answer.results[0] : undefined;
  if (!isRecord(first)) throw new Error("sin resultados");
  const postalCode = postalCodeIn(first.address_components);
  if (postalCode === undefined) throw new Error("el primer resultado no tiene código postal");
  if (!ZIP_CODE.test(postalCode)) throw new Error("código postal no válido");
  return postalCode;
}

function postalCodeIn(components: unknown): string | undefined {
  if (!Array.isArray(components)) return undefined;
  const postal: unknown = components.find(
    (component) =>
      isRecord(component) && Array.isArray(component.types) && component.types.includes("postal_code"),
  );
  return isRecord(postal) && typeof postal.long_name === "string" ? postal.long_name : undefined;
}

/** Google's status words (ZERO_RESULTS, REQUEST_DENIED...) are worth logging; anything else is not. */
function statusOf(status: unknown): string {
  return typeof status === "string" && /^[A-Z_]{1,40}$/.test(status) ? status : "desconocido";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
