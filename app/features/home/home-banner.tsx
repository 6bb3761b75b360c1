import { StoreLink } from "~/components/store-link";
import { store, type HomeBanner } from "~/features/store";
import type { Language } from "~/i18n/language";
import { useLanguage } from "~/i18n/messages";

const PHONE = "(max-width: 640px)";
const WIDE = "(min-width: 641px)";

/**
 * A promotional banner: phone art under 640px, wide art above. The first one on the page is the
 * largest paint, so it is fetched first and never lazily; the others wait until they are near.
 */
export function HomeBannerLink({ banner, first = false }: { banner: HomeBanner; first?: boolean }) {
  const language = useLanguage();
  const wideImage = banner.wideImage[language];
  const phoneImage = banner.phoneImage[language];
  return (
    <StoreLink to={banner.href} className="block overflow-hidden rounded-xl" prefetch="none">
      {/* React preloads a lone high-priority <img> by itself, but not one inside <picture>. */}
      {first && <link rel="preload" as="image" href={phoneImage} media={PHONE} fetchPriority="high" />}
      {first && <link rel="preload" as="image" href={wideImage} media={WIDE} fetchPriority="high" />}
      <picture>
        <source media={PHONE} srcSet={phoneImage} width={800} height={800} />
        <img
          src={wideImage}
          alt={bannerWords(banner, language)}
          width={1600}
          height={500}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding={first ? "sync" : "async"}
          // Each art's shape reserved by the stylesheet too, not only by <source>'s size: Lighthouse saw
          // the phone art shift the page in some runs (CLS 0.41) when its square replaced 1600×500.
          className="h-auto w-full max-[641px]:aspect-square min-[641px]:aspect-[16/5]"
        />
      </picture>
    </StoreLink>
  );
}

/** A banner's words in a language, "{store}" read as the store's short name. */
export function bannerWords(banner: HomeBanner, language: Language): string {
  return banner.alt[language].replaceAll("{store}", store.shortName);
}
