import type { PageMessages } from "~/i18n/messages";

const en = {
  "carousel.previous": "Previous {name}",
  "carousel.next": "Next {name}",
  "carousel.slide": "{position} of {total}",
  "carousel.roleDescription": "carousel",
  "carousel.slideRoleDescription": "slide",
};

export type CarouselMessageKey = keyof typeof en;

/** What a carousel says to a screen reader; the page that shows one sends them (home.tsx). */
export const carouselMessages: PageMessages<CarouselMessageKey> = {
  en,
  es: {
    "carousel.previous": "{name}: anterior",
    "carousel.next": "{name}: siguiente",
    "carousel.slide": "{position} de {total}",
    "carousel.roleDescription": "carrusel",
    "carousel.slideRoleDescription": "diapositiva",
  },
};
