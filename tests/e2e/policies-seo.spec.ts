import type { Locator, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { POLICIES_UPDATED, RETENTION } from "~/features/policies/policy-facts";
import { store } from "~/features/store";
import { weeklyHoursSummary } from "~/features/store/opening-hours";
import { openingHoursSpecification } from "~/features/store/store-json-ld";
import { messagesFor } from "~/i18n/messages.server";
import { formatCents } from "~/utils/money";
import { openingLineAt } from "../fixtures/opening-moments";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const { name, phone, email, address, delivery, minimumAge } = store;
const POLICIES = [
  ["Privacy policy", "/privacy-policy"],
  ["Terms and conditions", "/terms-and-conditions"],
  ["Return policy", "/return-policy"],
] as const;
const PRODUCT = "buchanans-12-years";

const main = (page: Page) => page.getByRole("main");

/** Delivery's minimum or free-delivery line: said with its amount where the store has it, else not at all (issue #18). */
async function expectDeliveryLine(content: Locator, opening: string, cents: number | null): Promise<void> {
  if (cents === null) await expect(content).not.toContainText(opening);
  else await expect(content).toContainText(`${opening} ${formatCents(cents)} or more before tax.`);
}

test.describe("policies: the store's configured facts (issue #8 point 2)", () => {
  for (const [title, path] of POLICIES) {
    test(`${title}: name, address, phone, e-mail, delivery fee, the ${minimumAge}+ ID rule and the update date`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const content = main(page);
      await expect(content.locator("address")).toContainText(name);
      await expect(content.locator("address")).toContainText(address.street);
      await expect(content.locator("address")).toContainText(
        `${address.city}, ${address.region} ${address.postalCode}`,
      );
      await expect(content.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.e164}`,
      );
      await expect(content.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      await expect(content).toContainText(
        `${delivery.zipCodes.join(", ")} for ${formatCents(delivery.feeCents)} per order`,
      );
      await expectDeliveryLine(content, "We deliver orders of", delivery.minimumCents);
      await expectDeliveryLine(content, "Delivery is free on orders of", delivery.freeFromCents);
      await expect(content).toContainText(
        `We sell only to adults ${minimumAge} and older. We check a valid photo ID at every delivery and every pickup.`,
      );
      await expect(content.locator(`time[datetime="${POLICIES_UPDATED}"]`)).toBeVisible();
    });
  }

  test("the privacy policy states how long each kind of record is kept, and that analytics are off here", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const retention = main(page).getByRole("region", { name: "How long we keep it" });
    await expect(retention.getByRole("listitem")).toHaveText([
      new RegExp(`^Orders and their history: ${RETENTION.orderYears} years after the order`),
      `Contact messages: ${RETENTION.contactMessageMonths} months after we receive them.`,
      `"Tell me when it's back" requests: until we send the message that the size is back, and never longer than ${RETENTION.restockAlertMonths} months.`,
      `Messages we send: ${RETENTION.noticeDays} days after we send them. A request to stop our messages: for as long as you want us to keep it, so that we keep our word.`,
      `Page speed measurements: ${RETENTION.webVitalMonths} months.`,
      `Server logs: ${RETENTION.serverLogDays} days.`,
    ]);
    const browser = main(page).getByRole("region", { name: "What your browser stores" });
    for (const entry of ["isOver21", "zipCode", "language", "restockContact"]) {
      await expect(browser.locator("code", { hasText: new RegExp(`^${entry}$`) })).toBeVisible();
    }
    // The e2e server has no GA_MEASUREMENT_ID.
    await expect(main(page)).toContainText("This website does not use Google Analytics");
    await expect(main(page)).not.toContainText("uses Google Analytics to count visits");
  });

  test("the terms spell out the refusal rules; terms and returns state how long order records are kept", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    const whoCanBuy = main(page).getByRole("region", { name: "Who can buy" });
    await expect(whoCanBuy.getByRole("listitem")).toHaveText([
      `is under ${minimumAge}, or cannot show a valid photo ID;`,
      "appears visibly intoxicated;",
      `we believe is buying for someone under ${minimumAge}.`,
    ]);
    await expect(main(page)).toContainText(`We keep your order's record for ${RETENTION.orderYears} years`);
    await page.goto("/return-policy");
    await expect(main(page)).toContainText(`We keep order records for ${RETENTION.orderYears} years`);
    await expect(main(page)).toContainText(`the person returning alcohol must be ${minimumAge} or older`);
  });
});

test.describe("contact page: where the store is and when it is open (issue #8 point 1)", () => {
  test("address, a tel: link with the E.164 number, a mailto: link, the hours with the open-now line, the map", async ({
    page,
  }) => {
    const fridayNight = new Date("2026-11-27T23:30:00-05:00");
    await page.clock.setFixedTime(fridayNight);
    await page.goto("/contact-us");
    await waitForHydration(page);
    const content = main(page);
    const visit = content.getByRole("region", { name: "Visit us" });
    await expect(visit.locator("address")).toContainText(name);
    await expect(visit.locator("address")).toContainText(address.street);
    await expect(visit.getByRole("link", { name: phone.display })).toHaveAttribute(
      "href",
      `tel:${phone.e164}`,
    );
    await expect(visit.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

    const hours = content.getByRole("region", { name: "Opening hours" });
    const rows = weeklyHoursSummary(store, messagesFor("en"));
    await expect(hours.getByRole("term")).toHaveText(rows.map((row) => row.days));
    await expect(hours.getByRole("definition")).toHaveText(rows.map((row) => row.hours));
    await expect(hours.getByTestId("opening-status")).toHaveText(openingLineAt(fridayNight));

    const map = content.getByRole("region", { name: "Find us" });
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", store.map.embedUrl);
    await expect(frame).toHaveAttribute("title", `Map to ${name}, ${address.street}`);
    await expect(map.getByRole("link", { name: "Open in Maps (opens in a new tab)" })).toHaveAttribute(
      "href",
      store.map.linkUrl,
    );
    // The message form is still there, below the details.
    await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
  });
});

test.describe("search engines (issue #8 point 4)", () => {
  test("/sitemap.xml parses and lists every product route of /api/products and every type", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    // The browser's own XML parser, on its blank page.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");

    const products: ApiProduct[] = await (await request.get("/api/products")).json();
    const listed = new Set(parsed.locs);
    for (const product of products) {
      expect(listed, product.route).toContain(`${baseURL}/product/${encodeURIComponent(product.route)}`);
    }
    for (const type of new Set(products.map((product) => product.type))) {
      expect(listed, type).toContain(`${baseURL}/catalog?type=${type}`);
    }
    for (const path of ["/", "/catalog", "/contact-us", ...POLICIES.map(([, path]) => path)]) {
      expect(listed, path).toContain(`${baseURL}${path}`);
    }
    expect(parsed.locs.some((loc) => /\/(staff|checkout|order\/|api\/)/.test(loc ?? ""))).toBe(false);
  });

  test("/robots.txt keeps crawlers out of staff, checkout, orders and the APIs and points to the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/staff", "/checkout", "/order/", "/api/"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  for (const path of ["/", "/contact-us"]) {
    test(`${path}: its LiquorStore JSON-LD parses and carries the store's hours`, async ({ page }) => {
      await page.goto(path);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const stores = scripts
        .map((text) => JSON.parse(text))
        .filter((data) => data["@type"] === "LiquorStore");
      expect(stores).toHaveLength(1);
      const [liquorStore] = stores;
      expect(liquorStore).toMatchObject({
        "@context": "https://schema.org",
        name,
        telephone: phone.e164,
        email,
        address: { "@type": "PostalAddress", streetAddress: address.street, postalCode: address.postalCode },
        geo: { "@type": "GeoCoordinates" },
      });
      expect(liquorStore.openingHoursSpecification).toEqual(openingHoursSpecification(store.weeklyHours));
    });
  }

  const INDEXABLE = [
    ["/", "/"],
    ["/catalog", "/catalog"],
    ["/catalog?type=whiskey&sort=price-desc", "/catalog?type=whiskey"],
    [`/product/${PRODUCT}?size=1L`, `/product/${PRODUCT}`],
    ["/contact-us", "/contact-us"],
    ...POLICIES.map(([, path]) => [path, path]),
  ] as const;

  for (const [path, canonicalPath] of INDEXABLE) {
    test(`${path}: one canonical link, a description of at most 155 characters, Open Graph tags`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${canonicalPath}`,
      );
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      const description = (await head.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(155);
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
      const og = async (property: string) =>
        head.locator(`meta[property="og:${property}"]`).getAttribute("content");
      expect(await og("title")).toBe(await page.title());
      expect(await og("description")).toBe(description);
      expect(await og("url")).toBe(`${baseURL}${canonicalPath}`);
      expect(await og("site_name")).toBe(name);
      expect(await og("locale")).toBe("en_US");
      expect(await og("type")).toBe(path.startsWith("/product/") ? "product" : "website");
      if (path.startsWith("/product/")) expect(await og("image")).toMatch(/^http.+-1024w\.webp\?v=\w+$/);
    });
  }

  test("a hostile search is only text in the title, and its canonical link is the whole catalogue", async ({
    page,
    baseURL,
  }) => {
    const search = `"><script>window.__injected = true</script>`;
    await page.goto(`/catalog?search=${encodeURIComponent(search)}`);
    await waitForHydration(page);
    expect(await page.title()).toBe(`Results for “${search}” | ${name}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/catalog`);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("moving between pages in the browser keeps exactly one canonical link, the new page's", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "CONTACT US" })
      .click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/contact-us`);
  });

  test.describe("pages kept out of search results", () => {
    test.use({ allowConsoleErrors: /status of 404/ });

    for (const path of ["/checkout", "/no-such-page", "/product/no-such-product"]) {
      test(`${path} is noindex, without a canonical link`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      });
    }
  });
});

test.describe("axe: no serious or critical violation", () => {
  for (const path of ["/contact-us", ...POLICIES.map(([, path]) => path)]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
