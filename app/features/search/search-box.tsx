import { useId, useState, type KeyboardEvent } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { productImageUrl } from "~/features/images/product-image-url";
import { useT, type Translate } from "~/i18n/messages";
import { dollarsToCents, formatCents } from "~/utils/money";
import { catalogSearchHref, moveActive, suggestionQuery, type SearchAnswer } from "./suggestions";
import { useSearchSuggestions } from "./use-search-suggestions";

const NO_ACTIVE = { answer: null, index: -1 } as const;

/**
 * The header's search (specification §2: Enter goes to the catalogue with the search text, also
 * before JavaScript) with suggestions as a WAI-ARIA 1.2 combobox: focus stays in the input while the
 * arrows move the active option; Enter on an option opens its product, Enter on none submits the form.
 */
export function SearchBox({ className }: { className: string }) {
  const t = useT();
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState("");
  const searchText = text.trim();
  // The list belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The active option belongs to the answer it was chosen in; a new answer starts with none.
  const [active, setActive] = useState<{ answer: SearchAnswer | null; index: number }>(NO_ACTIVE);
  const answer = useSearchSuggestions(suggestionQuery(searchText));

  const open = openAt === location.key && answer !== null;
  const suggestions = open ? answer.results : [];
  const expanded = suggestions.length > 0;
  // Each product, then "See all results" for the catalogue.
  const hrefs = [...suggestions.map(({ route }) => `/product/${route}`), catalogSearchHref(searchText)];
  const activeIndex = expanded && active.answer === answer ? active.index : -1;

  const close = () => setOpenAt(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && answer && answer.results.length > 0) {
      event.preventDefault();
      const from = expanded ? activeIndex : -1;
      const count = answer.results.length + 1;
      setActive({ answer, index: moveActive(from, count, event.key === "ArrowDown" ? 1 : -1) });
      setOpenAt(location.key);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      close();
      void navigate(hrefs[activeIndex]!);
    } else if (event.key === "Escape" && expanded) {
      // Keeps the text (a search field clears itself on Escape) and tells the mobile menu it was handled.
      event.preventDefault();
      close();
    }
  };

  return (
    <Form action="/catalog" method="get" role="search" className={`relative ${className}`}>
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
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setActive(NO_ACTIVE);
          setOpenAt(location.key);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="w-full rounded-md border border-stone-400 px-3 py-1.5 text-sm sm:w-48 lg:w-64"
      />
      <div
        role="listbox"
        id={listId}
        aria-label={t("search.suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 z-40 mt-1 w-full overflow-hidden rounded-md border border-stone-300 bg-white py-1 shadow-lg sm:w-96"
      >
        {suggestions.map((suggestion, index) => {
          const price = formatCents(dollarsToCents(suggestion.priceFrom));
          return (
            <SuggestionOption
              key={suggestion.route}
              id={optionId(index)}
              to={hrefs[index]!}
              selected={index === activeIndex}
              label={t("search.option", { name: suggestion.name, brand: suggestion.brand, price })}
            >
              <img
                src={productImageUrl(suggestion.img, 480)}
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
        })}
        {expanded && (
          <SuggestionOption
            id={optionId(suggestions.length)}
            to={hrefs[suggestions.length]!}
            selected={activeIndex === suggestions.length}
            className="border-t border-stone-200 text-sm font-semibold text-brand"
          >
            {t("search.seeAll", { search: searchText })}
          </SuggestionOption>
        )}
      </div>
      <p role="status" className="sr-only">
        {open && suggestionCount(t, suggestions.length)}
      </p>
    </Form>
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
    <Link
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
    </Link>
  );
}

function suggestionCount(t: Translate, count: number): string {
  if (count === 0) return t("search.noSuggestions");
  return count === 1 ? t("search.oneSuggestion") : t("search.suggestionCount", { count });
}
