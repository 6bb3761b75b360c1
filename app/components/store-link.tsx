import { Link, type LinkProps } from "react-router";
import { usePathIn } from "~/i18n/messages";

/** A link to a storefront page, written with its English address and followed in the page's language. */
export function StoreLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const pathIn = usePathIn();
  return <Link to={pathIn(to)} {...props} />;
}
