import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { StoreLink } from "~/components/store-link";
import { useCartPanel } from "~/features/cart";
import { LazyCartPanel } from "~/features/cart";
import { useCartItemCount } from "~/features/cart";
import { SearchBox } from "~/features/catalog";
import { store } from "~/features/store";
import { usePathIn, useT } from "~/i18n/messages";
import { LanguageSwitch } from "./language-switch";

const NAV_LINKS = [
  { to: "/", key: "nav.home" },
  { to: "/catalog", key: "nav.catalog" },
  { to: "/contact-us", key: "nav.contact" },
] as const;

/**
 * The header every page shares (specification §2 "Header"). The nav-click indicator and the mobile
 * menu remember the location they were opened at, so both clear by themselves when the route changes.
 */
export function SiteHeader() {
  const t = useT();
  const nav = useNavPending();
  const drawers = useHeaderDrawers();
  const cart = useCartPanel();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-300 bg-white/95 backdrop-blur">
      {/* As tall as its buttons make it from the first paint: a header parsed in parts must not move. */}
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-3 lg:min-h-18">
        <StoreNameLink onNavigate={nav.onNavigate} />
        {/* One line at every width: "CONTACT US" broke in two once the header's right side was in,
            and the header moved (the store's name gives way instead). */}
        <nav aria-label={t("nav.mainLabel")} className="ml-4 hidden shrink-0 lg:block">
          <NavLinks onNavigate={nav.onNavigate} className="flex gap-4 whitespace-nowrap" />
        </nav>
        {nav.pending && (
          <span role="status" data-testid="nav-loading" className="text-xs font-medium text-brand">
            {t("nav.loading")}
          </span>
        )}
        <HeaderTools drawers={drawers} onOpenCart={cart.openCart} />
      </div>
      <PhoneSearch open={drawers.searchOpen} />
      <MobileMenu menuRef={drawers.menuRef} onToggle={drawers.onMenuToggle} onNavigate={nav.onNavigate} />
      <LazyCartPanel open={cart.open} onClose={cart.closeCart} />
    </header>
  );
}

/** Whether a click on one of the header's links is still loading its page: true until the route changes. */
function useNavPending() {
  const location = useLocation();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  return {
    pending: pendingFrom === location.key,
    onNavigate(to: string) {
      if (to !== location.pathname) setPendingFrom(location.key);
    },
  };
}

/** The header's right side: search (a field, or on a phone its button), language, cart and the menu's button. */
function HeaderTools({ drawers, onOpenCart }: { drawers: HeaderDrawers; onOpenCart: () => void }) {
  const t = useT();
  return (
    <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
      <SearchBox className="hidden sm:flex" />
      <button
        type="button"
        className="rounded-md p-2 hover:bg-stone-100 sm:hidden"
        aria-expanded={drawers.searchOpen}
        aria-controls="phone-search"
        aria-label={t("search.label")}
        onClick={drawers.toggleSearch}
      >
        <SearchIcon />
      </button>
      <LanguageSwitch />
      <CartButton onOpen={onOpenCart} />
      {/* A popover's button: it opens the menu from the first paint, before the modules arrive; the
          browser says whether it is expanded, and the stylesheet swaps its icon (app.css). */}
      <button
        type="button"
        className="rounded-md p-2 hover:bg-stone-100 lg:hidden"
        popoverTarget={MOBILE_MENU_ID}
        aria-label={t("nav.menu")}
      >
        <MenuIcon />
      </button>
    </div>
  );
}

/** One tap from any page on a phone: the field, focused, with its suggestions. */
function PhoneSearch({ open }: { open: boolean }) {
  return (
    <div id="phone-search" hidden={!open} className="border-t border-stone-200 px-4 py-3 sm:hidden">
      {open && <SearchBox className="flex" focusOnOpen />}
    </div>
  );
}

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The main links below the header's row, for the widths whose row has no room for them: a popover,
 * so the browser opens it, closes it on Escape or a tap outside, from the first paint.
 */
function MobileMenu({
  menuRef,
  onToggle,
  onNavigate,
}: {
  menuRef: React.Ref<HTMLDivElement>;
  onToggle: (open: boolean) => void;
  onNavigate: (to: string) => void;
}) {
  const t = useT();
  return (
    <div
      id={MOBILE_MENU_ID}
      ref={menuRef}
      popover="auto"
      onToggle={(event) => onToggle(event.newState === "open")}
      className="inset-x-0 top-[calc(4rem+1px)] bottom-auto m-0 w-full border-0 border-t border-b border-stone-200 bg-white px-4 py-3 shadow-md lg:hidden"
    >
      <nav aria-label={t("nav.mainLabel")}>
        <NavLinks onNavigate={onNavigate} className="flex flex-col gap-3" />
      </nav>
    </div>
  );
}

type HeaderDrawers = ReturnType<typeof useHeaderDrawers>;

/**
 * The phone's search field and the mobile menu: one open at a time, both closed by Escape and by any
 * change of route. The menu is a popover the browser opens and closes; the field remembers the
 * location it was opened at.
 */
function useHeaderDrawers() {
  const location = useLocation();
  const menuRef = useRef<HTMLDivElement>(null);
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = searchOpenAt === location.key;

  useEffect(() => {
    const menu = menuRef.current;
    // A browser without popovers (before 2024, or a test's DOM) shows no menu to hide.
    return () => menu?.hidePopover?.();
  }, [location.key]);

  useEffect(() => {
    if (!searchOpen) return;
    // An Escape the search box used to close its suggestions leaves the field open.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setSearchOpenAt(null);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [searchOpen]);

  return {
    menuRef,
    searchOpen,
    toggleSearch() {
      setSearchOpenAt(searchOpen ? null : location.key);
      menuRef.current?.hidePopover?.();
    },
    onMenuToggle(open: boolean) {
      if (open) setSearchOpenAt(null);
    },
  };
}

function StoreNameLink({ onNavigate }: { onNavigate: (to: string) => void }) {
  const t = useT();
  const pathIn = usePathIn();
  return (
    <StoreLink
      to="/"
      className="flex min-w-0 items-center gap-2 text-brand"
      onClick={() => onNavigate(pathIn("/"))}
    >
      <LogoMark />
      {/* The whole name where it fits; the short one on a phone and beside a small laptop's nav;
          under 360 px, even that on two lines. */}
      <span
        className="truncate font-display text-base leading-tight font-bold max-[359px]:whitespace-normal sm:text-xl"
        data-testid="store-name"
      >
        <span className="sm:hidden lg:inline xl:hidden">{store.shortName}</span>
        <span className="hidden sm:inline lg:hidden xl:inline">{store.name}</span>
      </span>
      <span className="sr-only">, {t("nav.logo")}</span>
    </StoreLink>
  );
}

function NavLinks({ onNavigate, className }: { onNavigate: (to: string) => void; className: string }) {
  const t = useT();
  const pathIn = usePathIn();
  const link = "text-sm font-semibold tracking-wide hover:text-brand aria-[current=page]:text-brand";
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ to, key }) => (
        <li key={to}>
          <NavLink
            to={pathIn(to)}
            end
            onClick={() => onNavigate(pathIn(to))}
            className={`${link} aria-[current=page]:underline aria-[current=page]:underline-offset-4`}
          >
            {t(key)}
          </NavLink>
        </li>
      ))}
      <li>
        <a href={store.instagramUrl} target="_blank" rel="noopener noreferrer" className={link}>
          {t("nav.instagram")}
          <span className="sr-only"> {t("nav.opensInNewTab")}</span>
        </a>
      </li>
    </ul>
  );
}

function CartButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const count = useCartItemCount();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={`${t("cart.open")}, ${t("cart.itemCount", { count })}`}
      className="relative rounded-md p-2 hover:bg-stone-100"
    >
      <LineIcon>
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20.5" r="1.3" />
        <circle cx="17" cy="20.5" r="1.3" />
      </LineIcon>
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}

function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path d="M13 4h6v6c0 1.5 3 3 3 7v11a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2V17c0-4 3-5.5 3-7z" fill="#faf7f2" />
    </svg>
  );
}

/** Three lines, or a cross while the menu is open (app.css shows one of the two). */
function MenuIcon() {
  return (
    <LineIcon>
      <path className="menu-icon-closed" d="M4 7h16M4 12h16M4 17h16" />
      <path className="menu-icon-open" d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </LineIcon>
  );
}

/** A 24px line icon in the text colour, hidden from screen readers (its button carries the name). */
function LineIcon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
