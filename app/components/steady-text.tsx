/**
 * Shows `shown`, one of `texts`, in the space the largest of them takes, so a text that changes once
 * data arrives (a fee that becomes free) moves nothing around it. The others are laid out in the same
 * cell, invisible and hidden from screen readers.
 */
export function SteadyText({ shown, texts }: { shown: string; texts: readonly string[] }) {
  return (
    <span className="grid">
      {[shown, ...texts.filter((text) => text !== shown)].map((text, index) => (
        <span
          key={text}
          className={index === 0 ? "[grid-area:1/1]" : "invisible [grid-area:1/1]"}
          aria-hidden={index === 0 ? undefined : true}
        >
          {text}
        </span>
      ))}
    </span>
  );
}
