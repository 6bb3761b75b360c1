import { Form, useNavigation } from "react-router";
import { styleNameIn } from "~/features/catalog";
import { useLanguage } from "~/i18n/messages";
import type { ProductFormAnswer } from "./product-editor";
import { useStaffProductT } from "./staff-product-messages";

/** What the style form shows: the style staff set (null: read), the one read, the type's styles. */
export interface StyleChoice {
  chosen: string | null;
  read: string | null;
  choices: readonly string[];
}

/**
 * The style shoppers browse a product by (issue #31): as its name or subtype says, or one of its
 * type's styles where they do not say it ("Don Julio 1942" is an añejo).
 */
export function ProductStyleForm({
  style,
  answer,
}: {
  style: StyleChoice;
  answer: ProductFormAnswer | null;
}) {
  const t = useStaffProductT();
  const language = useLanguage();
  const busy = useNavigation().state !== "idle";
  const read = style.read === null ? t("editor.styleNone") : styleNameIn(style.read, language);
  const text = answer && ("error" in answer ? answer.error : answer.saved);
  return (
    <Form method="post" className="rounded-md border border-stone-300 p-4" aria-label={t("editor.styleForm")}>
      <input type="hidden" name="intent" value="style" />
      <label htmlFor="product-style" className="block text-sm font-semibold">
        {t("editor.style")}
      </label>
      <select
        id="product-style"
        name="style"
        defaultValue={style.chosen ?? ""}
        className="mt-1 w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2"
      >
        <option value="">{t("editor.styleRead", { style: read })}</option>
        {style.choices.map((choice) => (
          <option key={choice} value={choice}>
            {styleNameIn(choice, language)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t("editor.saveStyle")}
      </button>
      {text && (
        <p
          role={answer && "error" in answer ? "alert" : "status"}
          className={`mt-2 font-semibold ${answer && "error" in answer ? "text-red-800" : "text-green-800"}`}
        >
          {t(text.key, text.values)}
        </p>
      )}
    </Form>
  );
}
