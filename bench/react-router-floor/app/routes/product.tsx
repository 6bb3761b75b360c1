import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { productPageOf } from "../product-page-of";
import { ProductPage } from "../product-page";

export function loader({ params }: LoaderFunctionArgs) {
  return productPageOf(params.slug ?? "");
}

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  return [{ title: `${loaderData?.product.name} | Bottle Shop` }];
}

export default function Product() {
  return <ProductPage page={useLoaderData<typeof loader>()} />;
}
