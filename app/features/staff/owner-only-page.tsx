import { Link } from "react-router";

/** What a clerk sees on a page or form that is the owner's (a 403 from requireCapability). */
export function OwnerOnlyPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-display text-3xl">This page is for the store&rsquo;s owner</h1>
      <p className="mt-3">
        Your account is a clerk&rsquo;s: it handles orders and calls, stock and prices, messages and
        back-in-stock requests. Ask the owner if you need this page.
      </p>
      <p className="mt-6">
        <Link to="/staff/orders" className="text-brand underline">
          Back to the orders
        </Link>
      </p>
    </section>
  );
}
