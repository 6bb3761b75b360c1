/** The heading of a page whose content a later issue fills in. */
export function PageHeading({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl">{children}</h1>
    </div>
  );
}
