/** Form controls of the checkout: each named by its label, its errors shown beneath and tied to it. */

/** "customer.phone" → "checkout-customer-phone": the control's id, and the error summary's link. */
export function fieldId(field: string): string {
  return `checkout-${field.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function errorId(field: string): string {
  return `${fieldId(field)}-error`;
}

/** aria-invalid and aria-describedby for a control with these errors and this hint. */
export function describedBy(field: string, errors: readonly string[] | undefined, hintId?: string) {
  const ids = [hintId, errors?.length ? errorId(field) : undefined].filter(Boolean).join(" ");
  return {
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": ids || undefined,
  } as const;
}

export function FieldErrorText({
  field,
  errors,
  children,
}: {
  field: string;
  errors: readonly string[] | undefined;
  children?: React.ReactNode;
}) {
  if (!errors?.length) return null;
  return (
    <div id={errorId(field)} className="mt-1 text-sm font-medium text-red-800">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {children}
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded border border-stone-400 px-3 py-2 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

export function TextField({
  field,
  label,
  value,
  onChange,
  errors,
  hint,
  multiline = false,
  disabled,
  errorAction,
  ...inputProps
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
  hint?: string;
  multiline?: boolean;
  disabled?: boolean;
  errorAction?: React.ReactNode;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "maxLength" | "required" | "onBlur"
>) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name: field,
    value,
    disabled,
    className: inputClass,
    ...describedBy(field, errors, hintId),
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          maxLength={inputProps.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...shared} {...inputProps} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldErrorText field={field} errors={errors}>
        {errorAction}
      </FieldErrorText>
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  hint?: React.ReactNode;
}

/** A group of radio buttons under a legend; the group's errors are tied to each button. */
export function RadioGroup({
  field,
  legend,
  options,
  value,
  onChange,
  errors,
  hint,
  disabled,
  children,
}: {
  field: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
  hint?: string;
  disabled?: boolean;
  children?: React.ReactNode;
}) {
  const hintId = hint ? `${fieldId(field)}-hint` : undefined;
  return (
    <fieldset className="space-y-2">
      <legend className="font-display text-xl">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand"
          >
            <input
              type="radio"
              name={field}
              value={option.value}
              id={index === 0 ? fieldId(field) : `${fieldId(field)}-${option.value}`}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              {...describedBy(field, errors, hintId)}
            />
            <span>
              {option.label}
              {option.hint && <span className="block text-sm text-stone-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {children}
      <FieldErrorText field={field} errors={errors} />
    </fieldset>
  );
}
