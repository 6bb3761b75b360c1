import { PageHeading } from "~/components/page-heading";
import { store } from "~/features/store/store";
import { useT } from "~/i18n/messages";

export default function HomePage() {
  const t = useT();
  return (
    <PageHeading>
      {t("home.title")} · {store.name}
    </PageHeading>
  );
}
