import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** The board asks the server again this often while it is on screen (issue #7: new orders within 2 s). */
const BOARD_REFRESH_MS = 1_500;

/**
 * Keeps the orders board fresh without a reload, and tells the staff when an order they have not
 * seen arrives: returns its number for a visible notice, and plays a short chime.
 */
export function useNewOrderAlert(newestNumber: string | undefined): string | null {
  const revalidator = useRevalidator();
  const seen = useRef(newestNumber);
  const [arrived, setArrived] = useState<string | null>(null);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, BOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  useEffect(() => {
    if (newestNumber === undefined || newestNumber === seen.current) return;
    const isNew = seen.current === undefined || Number(newestNumber) > Number(seen.current);
    seen.current = newestNumber;
    if (!isNew) return;
    setArrived(newestNumber);
    chime();
  }, [newestNumber]);

  return arrived;
}

/** Two short tones; browsers that refuse sound before a click stay silent, and the notice still shows. */
function chime(): void {
  try {
    const audio = new AudioContext();
    [880, 1320].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.value = 0.15;
      tone.connect(volume).connect(audio.destination);
      tone.start(audio.currentTime + index * 0.18);
      tone.stop(audio.currentTime + index * 0.18 + 0.15);
    });
    setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No audio here: the visible notice is enough.
  }
}
