import { readStored, writeStored, ZIP_CODE_KEY } from "~/utils/browser-storage";
import { fetchZipCode, type Coordinates } from "./geocoder";

/** The specification's console texts (§8): failures are logged in Spanish and never shown. */
const LOCATION_FAILED = "Error al obtener la ubicación:";
const ZIP_CODE_FAILED = "Error al obtener el código postal:";
const MISSING_MAPS_KEY =
  "No hay clave de Google Maps configurada: no se busca el código postal (GOOGLE_MAPS_API_KEY).";

/** A position up to an hour old is as good for a ZIP code, and needs no fresh fix. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 3_600_000,
};

/** Asks the browser for its position and stores the ZIP code there as `zipCode` (specification §7 row 2). */
export function lookUpZipCode(apiKey: string | null): void {
  if (readStored(ZIP_CODE_KEY) !== null) return;
  // Without a key the position could not be used, so the shopper is not even asked for it: a
  // permission prompt that leads nowhere costs trust, and a "block" answer would stick even after
  // the store configures a key.
  if (!apiKey) {
    console.warn(MISSING_MAPS_KEY);
    return;
  }
  if (!("geolocation" in navigator)) {
    console.error(LOCATION_FAILED, "este navegador no ofrece geolocalización");
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (position) => void storeZipCodeAt(position.coords, apiKey),
    (error) => console.error(LOCATION_FAILED, error.message),
    POSITION_OPTIONS,
  );
}

async function storeZipCodeAt(coordinates: Coordinates, apiKey: string): Promise<void> {
  try {
    writeStored(ZIP_CODE_KEY, await fetchZipCode(coordinates, apiKey));
  } catch (error) {
    console.error(ZIP_CODE_FAILED, error instanceof Error ? error.message : String(error));
  }
}
