import useEmblaCarousel from "embla-carousel-react";
import { Children, type ReactNode } from "react";
import { useT } from "~/i18n/messages";

/**
 * An endless carousel (specification §2 Home): 2 items under 464px, 3 up to 1024px, 5 up to 3000px,
 * 9 beyond. The widths are CSS, so the server renders the first view exactly as the browser shows it.
 */
export function Carousel({ name, children }: { name: string; children: ReactNode }) {
  const t = useT();
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const slides = Children.toArray(children);
  return (
    <div
      className="relative"
      role="group"
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={name}
    >
      <div className="overflow-hidden" ref={viewport}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t("carousel.slideRoleDescription")}
              aria-label={t("carousel.slide", { position: index + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-1/2 px-2 min-[464px]:basis-1/3 min-[1024px]:basis-1/5 min-[3000px]:basis-1/9"
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
        onClick={() => embla?.scrollPrev()}
      />
      <CarouselButton
        direction="next"
        label={t("carousel.next", { name })}
        onClick={() => embla?.scrollNext()}
      />
    </div>
  );
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
      className={`absolute top-1/3 flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 bg-white/95 text-xl shadow hover:bg-white ${
        direction === "previous" ? "-left-2" : "-right-2"
      }`}
    >
      <span aria-hidden="true">{direction === "previous" ? "‹" : "›"}</span>
    </button>
  );
}
