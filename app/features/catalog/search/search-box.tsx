import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { StoreLink } from "~/components/store-link";
import { productImageUrl } from "~/features/images";
import { useLoadedPageT, usePathIn, useT, type PageMessages, type PageTranslate } from "~/i18n/messages";
import { dollarsToCents, formatCents } from "~/utils/money";
import {
  catalogSearchHref,
  moveActive,
  suggestionQuery,
  type SearchAnswer,
  type SearchSuggestion,
} from "./suggestions";
import type { SearchSuggestionMessageKey } from "./search-suggestion-messages";
import { useSearchSuggestions } from "./use-search-suggestions";

type SuggestionTranslate = PageTranslate<SearchSuggestionMessageKey>;

const NO_ACTIVE = { answer: null, index: -1 } as const;

const productHref = ({ route }: SearchSuggestion) => `/product/${route}`;

function focusOnMount(input: HTMLInputElement | null): void {
  input?.focus();
}

/**
 * The header's search (specification §2: Enter goes to the catalogue with the search text, also
 * before JavaScript) with suggestions as a WAI-ARIA 1.2 combobox: focus stays in the input while the
 * arrows move the active option; Enter on an option opens its product, Enter on none submits the form.
 */
export function SearchBox({ className, focusOnOpen = false }: { className: string; focusOnOpen?: boolean }) {
  const t = useT();
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [inField, setInField] = useState(false);
  const suggestionT = useSuggestionT(inField);
  const search = useSearchCombobox(suggestionT !== null);
  const pathIn = usePathIn();
  const { searchText, suggestions, expanded, activeIndex } = search;

  return (
    <Form action={pathIn("/catalog")} method="get" role="search" className={`relative ${className}`}>
      <input
        type="search"
        name="search"
        placeholder={t("search.placeholder")}
        aria-label={t("search.label")}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        // Where the shopper has just asked for the field (the phone's search button), they type at once.
        ref={focusOnOpen ? focusOnMount : undefined}
        maxLength={100}
        onChange={(event) => {
          // Typed into before the page was live, the field had its focus before React listened.
          setInField(true);
          search.type(event.target.value);
        }}
        onKeyDown={search.onKeyDown}
        onFocus={() => setInField(true)}
        onBlur={() => {
          search.close();
          // Texts that failed to load (offline) are tried again the next time the field has the focus.
          setInField(false);
        }}
        className="w-full rounded-md border border-stone-400 px-3 py-1.5 text-sm sm:w-48 lg:w-64"
      />
      <SuggestionList
        listId={listId}
        optionId={optionId}
        suggestions={suggestions}
        activeIndex={activeIndex}
        seeAll={{ href: search.seeAllHref, searchText }}
        suggestionT={expanded ? suggestionT : null}
      />
      <p role="status" className="sr-only">
        {search.open && suggestionT && suggestionCount(suggestionT, suggestions.length)}
      </p>
    </Form>
  );
}

/**
 * The suggestion list's texts, loaded the first time the shopper is in the field (the suggestions
 * themselves wait for a pause in the typing): no page shows them before, so no page's data carries
 * them. Null until they are here, or if they cannot be (offline): then there is no list, and
 * Enter still searches the catalogue.
 */
function useSuggestionT(wanted: boolean): SuggestionTranslate | null {
  const [messages, setMessages] = useState<PageMessages<SearchSuggestionMessageKey> | null>(null);
  useEffect(() => {
    if (!wanted || messages) return;
    let current = true;
    import("./search-suggestion-messages").then(
      (module) => current && setMessages(module.searchSuggestionMessages),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, messages]);
  return useLoadedPageT(messages);
}

/**
 * The combobox's state: the text, the suggestions open for this location, the active option, and
 * the keys (the arrows move, Enter opens the active option, Escape closes the list). `canShow`: the
 * list's texts are here.
 */
function useSearchCombobox(canShow: boolean) {
  const navigate = useNavigate();
  const pathIn = usePathIn();
  const location = useLocation();
  const [text, setText] = useState("");
  const searchText = text.trim();
  // The list belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The active option belongs to the answer it was chosen in; a new answer starts with none.
  const [active, setActive] = useState<{ answer: SearchAnswer | null; index: number }>(NO_ACTIVE);
  const answer = useSearchSuggestions(suggestionQuery(searchText));

  const open = canShow && openAt === location.key && answer !== null;
  const suggestions = open ? answer.results : [];
  const expanded = suggestions.length > 0;
  // Each product, then "See all results" for the catalogue.
  const seeAllHref = catalogSearchHref(searchText);
  const hrefs = [...suggestions.map(productHref), seeAllHref];
  const activeIndex = expanded && active.answer === answer ? active.index : -1;
  const activeHref = activeIndex >= 0 ? hrefs[activeIndex] : undefined;

  const close = () => setOpenAt(null);
  const type = (typed: string) => {
    setText(typed);
    setActive(NO_ACTIVE);
    setOpenAt(location.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && answer && answer.results.length > 0) {
      event.preventDefault();
      const from = expanded ? activeIndex : -1;
      const count = answer.results.length + 1;
      setActive({ answer, index: moveActive(from, count, event.key === "ArrowDown" ? 1 : -1) });
      setOpenAt(location.key);
    } else if (event.key === "Enter" && activeHref !== undefined) {
      event.preventDefault();
      close();
      void navigate(pathIn(activeHref));
    } else if (event.key === "Escape" && expanded) {
      // Keeps the text (a search field clears itself on Escape) and tells the mobile menu it was handled.
      event.preventDefault();
      close();
    }
  };

  return { searchText, suggestions, expanded, open, activeIndex, seeAllHref, type, close, onKeyDown };
}

/** The suggested products, then "See all results"; the input keeps the focus, so ids name the active one. */
function SuggestionList({
  listId,
  optionId,
  suggestions,
  activeIndex,
  seeAll,
  suggestionT,
}: {
  listId: string;
  optionId: (index: number) => string;
  suggestions: SearchSuggestion[];
  activeIndex: number;
  seeAll: { href: string; searchText: string };
  /** The list's own texts while it is open; null: it is hidden. */
  suggestionT: SuggestionTranslate | null;
}) {
  const t = useT();
  return (
    <div
      role="listbox"
      id={listId}
      aria-label={t("search.suggestions")}
      hidden={!suggestionT}
      className="absolute top-full right-0 z-40 mt-1 w-full overflow-hidden rounded-md border border-stone-300 bg-white py-1 shadow-lg sm:w-96"
    >
      {suggestionT && (
        <>
          {suggestions.map((suggestion, index) => (
            <ProductSuggestion
              key={suggestion.route}
              id={optionId(index)}
              suggestion={suggestion}
              selected={index === activeIndex}
              t={suggestionT}
            />
          ))}
          <SuggestionOption
            id={optionId(suggestions.length)}
            to={seeAll.href}
            selected={activeIndex === suggestions.length}
            className="border-t border-stone-200 text-sm font-semibold text-brand"
          >
            {suggestionT("search.seeAll", { search: seeAll.searchText })}
          </SuggestionOption>
        </>
      )}
    </div>
  );
}

/** A suggested product: its picture, name, brand and lowest price. */
function ProductSuggestion({
  id,
  suggestion,
  selected,
  t,
}: {
  id: string;
  suggestion: SearchSuggestion;
  selected: boolean;
  t: SuggestionTranslate;
}) {
  const price = formatCents(dollarsToCents(suggestion.priceFrom));
  return (
    <SuggestionOption
      id={id}
      to={productHref(suggestion)}
      selected={selected}
      label={t("search.option", { name: suggestion.name, brand: suggestion.brand, price })}
    >
      <img
        src={productImageUrl(suggestion.img, 480, suggestion.imgVersion)}
        alt=""
        width={40}
        height={40}
        className="h-10 w-10 shrink-0 object-contain"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{suggestion.name}</span>
        <span className="block truncate text-xs text-stone-600">{suggestion.brand}</span>
      </span>
      <span className="shrink-0 text-xs whitespace-nowrap">{t("search.priceFrom", { price })}</span>
    </SuggestionOption>
  );
}

/** One row of the list: a real link (middle click opens a tab) that never takes the focus from the input. */
function SuggestionOption({
  id,
  to,
  selected,
  label,
  className = "",
  children,
}: {
  id: string;
  to: string;
  selected: boolean;
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <StoreLink
      id={id}
      to={to}
      role="option"
      aria-selected={selected}
      aria-label={label}
      tabIndex={-1}
      // Without this the press would blur the input, and the blur would close the list before the click.
      onMouseDown={(event) => event.preventDefault()}
      className={`flex items-center gap-3 px-3 py-2 hover:bg-stone-100 aria-selected:bg-stone-200 ${className}`}
    >
      {children}
    </StoreLink>
  );
}

function suggestionCount(t: SuggestionTranslate, count: number): string {
  if (count === 0) return t("search.noSuggestions");
  return count === 1 ? t("search.oneSuggestion") : t("search.suggestionCount", { count });
}
