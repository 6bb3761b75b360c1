/** A footer column: a region named by its heading. */
export function FooterSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-lg font-bold text-brand">
        {title}
      </h2>
      {children}
    </section>
  );
}
