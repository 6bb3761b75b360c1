import { useNavigation } from "react-router";
import { useT } from "~/i18n/messages";

/** Specification §2: screens load lazily and show "Loading..." meanwhile. */
export function ScreenLoading() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <p
      role="status"
      className="mx-auto max-w-6xl px-4 py-2 text-sm font-medium text-brand"
      data-testid="screen-loading"
    >
      {t("loading.screen")}
    </p>
  );
}
