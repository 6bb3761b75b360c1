import { usePageT, type PageMessages } from "~/i18n/messages";

/** The ID check at handover (issue #34), at the door and at the counter. */
const en = {
  "check.title": "ID check",
  "check.scan": "Scan the ID",
  "check.scanHelp": "Hold the barcode on the back of the licence or ID card inside the frame.",
  "check.stopScan": "Stop the camera",
  "check.camera": "Camera",
  "check.starting": "Starting the camera…",
  "check.noCamera": "This phone's camera cannot be used here. Type the date of birth instead.",
  "check.notLicence":
    "That barcode is not a driver's licence or ID card. Try again, or type the date of birth.",
  "check.noDates": "The card's dates could not be read. Type the date of birth instead.",
  "check.typed": "No camera, damaged card or a passport? Type the date of birth",
  "check.birthDate": "Date of birth",
  "check.submitTyped": "Check this date of birth",
  "check.of-age": "21 or older, ID valid",
  "check.under-21": "Under 21: do not hand over",
  "check.expired": "ID expired: do not hand over",
  "check.last": "Checked {time} by {name}, {method}, born {year}.",
  "check.method.scan": "scanned",
  "check.method.typed": "typed by hand",
  "check.none": "No ID checked yet.",
  "answer.birthDate": "Enter the date of birth as it is on the ID.",
  "answer.cardDates": "The card's dates could not be read: scan again or type the date of birth.",
  "answer.notAtHandover": "This order is not being handed over now.",
  "answer.needsIdCheck": "Check an ID showing 21 or older before handing over.",
};

export type HandoverKey = keyof typeof en;

export const handoverMessages: PageMessages<HandoverKey> = {
  en,
  es: {
    "check.title": "Revisión de identificación",
    "check.scan": "Escanear la identificación",
    "check.scanHelp":
      "Ponga el código de barras del reverso de la licencia o identificación dentro del marco.",
    "check.stopScan": "Apagar la cámara",
    "check.camera": "Cámara",
    "check.starting": "Encendiendo la cámara…",
    "check.noCamera": "No se puede usar la cámara de este teléfono aquí. Escriba la fecha de nacimiento.",
    "check.notLicence":
      "Ese código no es de una licencia de conducir ni de una identificación. Inténtelo otra vez o escriba la fecha de nacimiento.",
    "check.noDates": "No se pudieron leer las fechas de la tarjeta. Escriba la fecha de nacimiento.",
    "check.typed": "¿Sin cámara, tarjeta dañada o pasaporte? Escriba la fecha de nacimiento",
    "check.birthDate": "Fecha de nacimiento",
    "check.submitTyped": "Revisar esta fecha de nacimiento",
    "check.of-age": "21 años o más, identificación vigente",
    "check.under-21": "Menor de 21: no entregar",
    "check.expired": "Identificación vencida: no entregar",
    "check.last": "Revisada {time} por {name}, {method}, nacido en {year}.",
    "check.method.scan": "escaneada",
    "check.method.typed": "escrita a mano",
    "check.none": "Aún no se revisó ninguna identificación.",
    "answer.birthDate": "Escriba la fecha de nacimiento como aparece en la identificación.",
    "answer.cardDates":
      "No se pudieron leer las fechas de la tarjeta: escanee otra vez o escriba la fecha de nacimiento.",
    "answer.notAtHandover": "Este pedido no se está entregando ahora.",
    "answer.needsIdCheck": "Revise una identificación de 21 años o más antes de entregar.",
  },
};

export function useHandoverT() {
  return usePageT(handoverMessages);
}
