import { Link, NavLink } from "react-router";
import type { ProductPageOf } from "./product-page-of";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 267 elements and 33 links in the body; the store's product page has 237 and 33. */
export function ProductPage({ page }: { page: ProductPageOf }) {
  const { product, related, types, hours } = page;
  return (
    <div>
      <header>
        <Link to="/">Bottle Shop</Link>
        <nav aria-label="Types">
          <ul>
            {types.map((type) => (
              <li key={type.slug}>
                <NavLink to={`/catalog?type=${type.slug}`}>{type.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" action="/search" role="search">
          <label htmlFor="q">Search</label>
          <input id="q" name="q" type="search" />
          <button type="submit">Go</button>
        </form>
        <Link to="/contact">Contact</Link>
        <Link to="/cart">
          <span>Cart</span> <span>0</span>
        </Link>
      </header>
      <main>
        <nav aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={`/catalog?type=${product.type}`}>Whisky</Link>
            </li>
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <article>
          <section>
            <img
              src={product.photos[0]!.src}
              srcSet={product.photos[0]!.srcSet}
              sizes="100vw"
              alt={product.photos[0]!.alt}
            />
            <ul>
              {product.photos.map((photo, index) => (
                <li key={photo.src}>
                  <button type="button" aria-label={`Show photo ${index + 1}`}>
                    <img src={photo.src} srcSet={photo.srcSet} sizes="80px" alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h1>{product.name}</h1>
            <p>
              by <Link to={`/catalog?brand=${product.brand.slug}`}>{product.brand.name}</Link>
            </p>
            <p>
              <span>{product.abv}% ABV</span> · <span>{product.origin}</span>
            </p>
            <form method="post" action="/cart">
              <input type="hidden" name="product" value={product.id} />
              <fieldset>
                <legend>Size</legend>
                {product.sizes.map((size, index) => (
                  <label key={size.id}>
                    <input
                      type="radio"
                      name="size"
                      value={size.id}
                      defaultChecked={index === 3}
                      disabled={size.stock === 0}
                    />
                    <span>{size.label}</span> <span>{dollars(size.priceCents)}</span>
                  </label>
                ))}
              </fieldset>
              <label>
                Quantity <input type="number" name="quantity" min={1} max={12} defaultValue={1} />
              </label>
              <button type="submit">Add to cart</button>
            </form>
            <h2>About this bottle</h2>
            {product.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3>Tasting notes</h3>
            <ul>
              <li>
                <strong>Nose:</strong> {product.tasting.nose}
              </li>
              <li>
                <strong>Palate:</strong> {product.tasting.palate}
              </li>
              <li>
                <strong>Finish:</strong> {product.tasting.finish}
              </li>
            </ul>
            <dl>
              {product.facts.map((fact) => (
                <div key={fact.name}>
                  <dt>{fact.name}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </article>
        <section aria-label="Related products">
          <h2>You may also like</h2>
          <ul>
            {related.map((bottle) => (
              <li key={bottle.slug}>
                <article>
                  <Link to={`/product/${bottle.slug}`} prefetch="intent">
                    <img
                      src={bottle.photo.src}
                      srcSet={bottle.photo.srcSet}
                      sizes="50vw"
                      alt={bottle.photo.alt}
                      loading="lazy"
                    />
                    <h3>{bottle.name}</h3>
                  </Link>
                  <p>{bottle.brand}</p>
                  <p>{bottle.blurb}</p>
                  <p>{dollars(bottle.priceCents)}</p>
                  <form method="post" action="/cart">
                    <input type="hidden" name="product" value={bottle.slug} />
                    <button type="submit">Add</button>
                  </form>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer>
        <h2>Opening hours</h2>
        <table>
          <tbody>
            {hours.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>
                  {day.opens}–{day.closes}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <nav aria-label="Footer">
          <ul>
            {["about", "contact", "delivery", "privacy", "terms"].map((path) => (
              <li key={path}>
                <Link to={`/${path}`}>{path}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
