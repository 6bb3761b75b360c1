/** A column of a staff table: its heading, and classes when it differs from the others. */
export type TableColumn = string | { heading: React.ReactNode; className: string };

/**
 * The header row of the console's tables: one `<th scope="col">` per column, each with `cellClassName`
 * unless the column brings its own classes.
 */
export function TableHead({
  columns,
  cellClassName = "py-1 pr-4",
}: {
  columns: readonly TableColumn[];
  cellClassName?: string;
}) {
  return (
    <thead>
      <tr className="border-b border-stone-300">
        {columns.map((column, index) => (
          <th
            key={index}
            scope="col"
            className={typeof column === "string" ? cellClassName : column.className}
          >
            {typeof column === "string" ? column : column.heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
