import { useEffect, useRef, useState } from "react";
import { readCardDates, type CardDates } from "~/features/id-check";
import { useHandoverT, type HandoverKey } from "./handover-messages";

/** Between two looks at the picture: a slow phone keeps its breath, a card is read within a second. */
const LOOK_EVERY_MS = 200;

const PROBLEM_KEYS: Record<"not-aamva" | "no-birth-date" | "no-expiry", HandoverKey> = {
  "not-aamva": "check.notLicence",
  "no-birth-date": "check.noDates",
  "no-expiry": "check.noDates",
};

/**
 * The phone's back camera, looking for a licence's PDF417 barcode until it reads one whose dates it
 * can read (issue #34). Only the two dates leave this component; the camera stops when it closes.
 */
export function IdScanner({ onCard }: { onCard: (dates: CardDates) => void }) {
  const t = useHandoverT();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<HandoverKey | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    let closed = false;
    let stream: MediaStream | null = null;
    async function look() {
      stream = await openCamera();
      // Closed while the browser asked for the camera: the cleanup below found no stream to stop.
      if (closed) return stopCamera(stream);
      const picture = video.current;
      if (!stream || !picture) return setProblem("check.noCamera");
      picture.srcObject = stream;
      await picture.play().catch(() => undefined);
      setLive(true);
      const { cardBarcodeReader } = await import("./card-barcode");
      const read = await cardBarcodeReader();
      while (!closed) {
        for (const text of await read(picture).catch(() => [])) {
          const dates = readCardDates(text);
          if (typeof dates === "object") return onCard(dates);
          setProblem(PROBLEM_KEYS[dates]);
        }
        await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
      }
    }
    void look();
    return () => {
      closed = true;
      stopCamera(stream);
    };
  }, [onCard]);

  return (
    <div className="mt-3 grid gap-2">
      <p className="text-sm">{live ? t("check.scanHelp") : t("check.starting")}</p>
      <video
        ref={video}
        aria-label={t("check.camera")}
        muted
        playsInline
        className="aspect-[4/3] w-full rounded border-2 border-stone-800 bg-stone-900 object-cover"
      />
      {problem && (
        <p role="alert" className="font-semibold text-red-800">
          {t(problem)}
        </p>
      )}
    </div>
  );
}

/** The back camera, or null where there is none or the browser may not use it (no HTTPS, refused). */
async function openCamera(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  return navigator.mediaDevices
    .getUserMedia({ video: { facingMode: "environment" }, audio: false })
    .catch(() => null);
}

function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
