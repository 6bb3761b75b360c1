import { useStaffProductT, type StaffProductText } from "./staff-product-messages";

/** One labelled field of a size's forms, with its hint and its problem read with it. */
export function SizeField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: StaffProductText;
  name: string;
  defaultValue: string;
  inputMode?: "decimal" | "numeric";
  type?: "date";
}) {
  const t = useStaffProductT();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        {...input}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="w-40 rounded border border-stone-400 px-3 py-2 tabular-nums aria-[invalid=true]:border-red-800"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}

/** How a size's form went: said as an alert when it failed, as a status when it saved. */
export function SizeAnswer({ failed, text }: { failed: boolean; text: string }) {
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`mt-2 font-semibold ${failed ? "text-red-800" : "text-green-800"}`}
    >
      {text}
    </p>
  );
}
