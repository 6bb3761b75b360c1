import type { EmblaCarouselType } from "embla-carousel";
import { Children, useCallback, useEffect, useRef, type ReactNode } from "react";
import type { PageTranslate } from "~/i18n/messages";
import type { CarouselMessageKey } from "./carousel-messages";

/**
 * An endless carousel (specification §2 Home): 2 items under 464px, 3 up to 1024px, 5 up to 3000px,
 * 9 beyond. The widths are CSS, so the server renders the first view exactly as the browser shows it;
 * the carousel's code (Embla) loads when the browser is idle after that, or at the first touch of a
 * button or the slides, never before the page is shown (decision 0034). Its texts come from the page
 * that shows it (`carouselMessages`, sent with the page's data).
 */
export function Carousel({
  name,
  t,
  children,
}: {
  name: string;
  t: PageTranslate<CarouselMessageKey>;
  children: ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const carousel = useRef<Promise<EmblaCarouselType> | null>(null);
  const start = useCallback(() => (carousel.current ??= startCarousel(viewport.current, carousel)), []);
  // Loading early is only a head start: a failure is tried again by the next touch.
  const prepare = useCallback(() => void start().catch(() => undefined), [start]);
  const move = (direction: "previous" | "next") =>
    void start()
      .then((started) => (direction === "previous" ? started.scrollPrev() : started.scrollNext()))
      .catch(() => undefined);
  useEffect(() => {
    const cancelIdle = whenIdle(prepare);
    return () => {
      cancelIdle();
      void carousel.current?.then(
        (started) => started.destroy(),
        () => undefined,
      );
      carousel.current = null;
    };
  }, [prepare]);
  const slides = Children.toArray(children);
  return (
    <div
      className="relative"
      role="group"
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={name}
    >
      <div className="overflow-hidden" ref={viewport} onPointerDown={prepare}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            // Its look is app.css's .carousel-slide, relative among it: a slide's visually hidden text
            // (sr-only is absolute) stays inside the clipped viewport; placed by the carousel's box
            // instead, it widened a phone's page (and moved the age gate) until Embla's transforms
            // contained it.
            <div
              key={index}
              role="group"
              aria-roledescription={t("carousel.slideRoleDescription")}
              aria-label={t("carousel.slide", { position: index + 1, total: slides.length })}
              className="carousel-slide"
              data-carousel-slide=""
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <CarouselButton
        direction="previous"
        label={t("carousel.previous", { name })}
        onClick={() => move("previous")}
      />
      <CarouselButton direction="next" label={t("carousel.next", { name })} onClick={() => move("next")} />
    </div>
  );
}

/** Embla on `node`; a failed download (a lost connection) is forgotten, so the next touch tries again. */
async function startCarousel(
  node: HTMLElement | null,
  started: { current: Promise<EmblaCarouselType> | null },
): Promise<EmblaCarouselType> {
  try {
    if (!node) throw new Error("the carousel is not in the page");
    const { default: EmblaCarousel } = await import("embla-carousel");
    return EmblaCarousel(node, { loop: true, align: "start" });
  } catch (error) {
    started.current = null;
    throw error;
  }
}

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a short timeout instead). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

function CarouselButton({
  direction,
  label,
  onClick,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`carousel-button ${direction === "previous" ? "-left-2" : "-right-2"}`}
    >
      <span aria-hidden="true">{direction === "previous" ? "‹" : "›"}</span>
    </button>
  );
}
