import type { Page } from "@playwright/test";
import bwipjs from "bwip-js/node";
import { store } from "~/features/store";
import type { FakeSmsProvider } from "../fixtures/notice-receivers";
import { signedReply } from "../fixtures/text-replies";
import { seriousViolations } from "./axe";
import { postOrder } from "./api-orders";
import { expect, test, waitForHydration } from "./fixtures";
import { startNoticeStore, type NoticeStore } from "./notice-store";
import { withStoreDatabase, type OwnServer } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/**
 * Issue #34, from the shelf to the door, on a phone and a store of its own (port 3450) with the
 * local SMTP server and the fake text provider: two orders confirmed by a text reply, a driver's
 * route, "On my way" (the shopper's text arrives), a licence barcode drawn by the test and shown
 * to the page's camera (a canvas stream in place of the phone's), a 25-year-old's order delivered
 * and a 19-year-old's refused at the door with its bottles back on the shelf and a sign-up told;
 * the dashboard counts both, and no table keeps anything from the cards but the check's proof.
 */
const PORT = 3450;
const PHONE = { width: 390, height: 844 };
const ADULT = { phone: "(305) 555-0141", e164: "+13055550141", name: "Ana Adulta" };
const MINOR = { phone: "(305) 555-0142", e164: "+13055550142", name: "Beto Joven" };
const SIGN_UP = { phone: "(305) 555-0143", e164: "+13055550143" };
/** What the cards say beyond their dates: none of it may reach a table. */
const CARD_SECRETS = ["D12345678", "DOE", "JANE", "742 EVERGREEN TER"];

interface Size {
  route: string;
  sizeId: string;
}

/** The store's calendar day, `years` back (or on), as a US licence writes it: MMDDCCYY. */
function cardDate(years: number): { aamva: string; year: number } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: store.timeZone }).format(new Date());
  const [year, month, day] = today.split("-");
  const shifted = Number(year) + years;
  // A 29 February today: the card's date is 28 February of a common year.
  const date = month === "02" && day === "29" ? "28" : day;
  return { aamva: `${month}${date}${shifted}`, year: shifted };
}

/** The PDF417 on the back of a licence (AAMVA 2016, version 09) for someone born `age` years ago today. */
async function licenceBarcode(age: number): Promise<{ image: string; birthYear: number }> {
  const born = cardDate(-age);
  const text = [
    "@",
    "\u001e\rANSI 636014090002DL00410278ZC03190024DLDAQD12345678",
    "DCSDOE",
    "DACJANE",
    `DBB${born.aamva}`,
    `DBA${cardDate(4).aamva}`,
    "DAG742 EVERGREEN TER",
    "DAIMIAMI",
    "DAJFL",
    "\rZCZCAY\r",
  ].join("\n");
  const png = await bwipjs.toBuffer({
    bcid: "pdf417",
    text,
    scale: 3,
    padding: 20,
    backgroundcolor: "FFFFFF",
  });
  return { image: `data:image/png;base64,${png.toString("base64")}`, birthYear: born.year };
}

/**
 * The phone's camera, faked: getUserMedia answers a stream of a canvas that keeps drawing the card
 * the test holds up (window.__cardInView), as a real camera keeps sending frames.
 */
async function fakeCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const camera = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 1000;
      canvas.height = 500;
      const context = canvas.getContext("2d")!;
      const card = new Image();
      const draw = () => {
        const wanted = (window as unknown as { __cardInView?: string }).__cardInView ?? "";
        if (card.src !== wanted && wanted) card.src = wanted;
        context.fillStyle = "#fff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        if (card.complete && card.naturalWidth) context.drawImage(card, 40, 40);
      };
      setInterval(draw, 50);
      draw();
      return canvas.captureStream(20);
    };
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: camera } });
  });
}

async function holdUpCard(page: Page, image: string): Promise<void> {
  await page.evaluate((card) => {
    (window as unknown as { __cardInView?: string }).__cardInView = card;
  }, image);
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), what).toBe(0);
}

test.describe("from the shelf to the door, on a store of its own", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: PHONE });
  let ownStore: NoticeStore;
  let server: OwnServer;
  let database: string;
  let sms: FakeSmsProvider;
  const driverEmail = uniqueStaffEmail("driver");
  const ownerEmail = uniqueStaffEmail("owner");

  test.beforeAll(async () => {
    ownStore = await startNoticeStore(PORT, "deliveries", { PUBLIC_URL: `http://127.0.0.1:${PORT}` });
    ({ server, database, sms } = ownStore);
    addStaffMember(driverEmail, { name: "Dana Driver", role: "driver", databaseUrl: `file:${database}` });
    addStaffMember(ownerEmail, { name: "Olga Owner", role: "owner", databaseUrl: `file:${database}` });
  });
  test.afterAll(() => ownStore?.stop());

  /** A tracked size with exactly `stock` bottles, and a second one to fill another order. */
  function twoSizes(stock: number): [Size, Size] {
    return withStoreDatabase(database, (db) => {
      const sizes = db
        .prepare(
          `select p.route, s.id as sizeId from product_size s join product p on p.id = s.product_id
           where s.inventory > 5 and s.retired = 0 and p.retired = 0 and p.modal = 0 order by p.route limit 2`,
        )
        .all() as Size[];
      db.prepare("update product_size set inventory = ? where id = ?").run(stock, sizes[0]!.sizeId);
      return [sizes[0]!, sizes[1]!];
    });
  }

  function stockOf(sizeId: string): number {
    return withStoreDatabase(
      database,
      (db) =>
        (db.prepare("select inventory from product_size where id = ?").get(sizeId) as { inventory: number })
          .inventory,
    );
  }

  const textsTo = (e164: string) =>
    sms.requests.filter((request) => request.form.To === e164).map((request) => request.form.Body ?? "");

  test("an order confirmed by a text, driven, checked at the door: one delivered, one refused, both counted", async ({
    page,
    request,
  }) => {
    const [lastTwo, other] = twoSizes(2);
    const placed: Record<string, string> = {};
    for (const [shopper, size, quantity, language] of [
      [ADULT, other, 1, "en"],
      [MINOR, lastTwo, 2, "es"],
    ] as const) {
      const answer = await postOrder(request, {
        sizeId: size.sizeId,
        quantity,
        name: shopper.name,
        phone: shopper.phone,
        delivery: true,
        language,
        paymentMethod: "cash",
      });
      expect(answer.status()).toBe(201);
      placed[shopper.e164] = (await answer.json()).order.number;
    }
    // The new order's text invites the reply; YES confirms it as the confirming call would.
    await expect.poll(() => textsTo(ADULT.e164).join("\n")).toContain("YES");
    for (const shopper of [ADULT, MINOR]) {
      const reply = signedReply(server.baseURL, shopper.e164, shopper === ADULT ? "Yes" : "sí");
      const answer = await request.post("/sms/inbound", { headers: reply.headers, data: reply.body });
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain(placed[shopper.e164]);
    }
    expect(stockOf(lastTwo.sizeId)).toBe(0);
    // Someone waits for the size the younger shopper took the last of.
    await expect
      .poll(async () => {
        const answer = await request.post(`/product/${lastTwo.route}`, {
          form: { restockSizeId: lastTwo.sizeId, restockContact: SIGN_UP.phone },
        });
        return answer.status();
      })
      .toBe(201);

    // The driver, on a phone: the console's front door is the route.
    await fakeCamera(page);
    await page.goto("/staff");
    await signIn(page, driverEmail);
    await expect(page).toHaveURL(/\/staff\/deliveries$/);
    await waitForHydration(page);
    const stopOf = (shopper: typeof ADULT) =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: new RegExp(shopper.name) }) });
    // The driver arranges the route: the store keeps it for every phone.
    const headings = page.getByRole("heading", { level: 2 });
    const [first, second] = (await headings.allTextContents()).map((text) => text.replace(/^\d+\. /, ""));
    const firstNumber = placed[first === ADULT.name ? ADULT.e164 : MINOR.e164]!;
    await page.getByRole("button", { name: `Move order ${firstNumber} later` }).click();
    await expect(headings).toHaveText([`1. ${second}`, `2. ${first}`]);
    await page.reload();
    await expect(headings).toHaveText([`1. ${second}`, `2. ${first}`]);
    for (const shopper of [ADULT, MINOR]) {
      const stop = stopOf(shopper);
      await expect(stop).toContainText(`Order ${placed[shopper.e164]}`);
      await expect(stop.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${shopper.e164}`);
      await expect(stop).toContainText(/Collect \$[\d.,]+ in cash/);
      await stop.getByRole("button", { name: "On my way" }).click();
      await expect(stop).toContainText("Out with Dana Driver since");
    }
    await expect.poll(() => textsTo(ADULT.e164).join("\n")).toContain("is out for delivery");
    await expect.poll(() => textsTo(MINOR.e164).join("\n")).toContain("salió a entrega");
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page, "the route at 390 px");

    // The adult's card: 25 today.
    const adultCard = await licenceBarcode(25);
    const adultStop = stopOf(ADULT);
    await holdUpCard(page, adultCard.image);
    await adultStop.getByRole("button", { name: "Scan the ID" }).click();
    await expect(adultStop.getByRole("status")).toContainText("21 or older, ID valid");
    await expect(adultStop.getByRole("status")).toContainText(`scanned, born ${adultCard.birthYear}`);
    await adultStop.getByRole("button", { name: "Delivered", exact: true }).click();
    await expect(adultStop).toHaveCount(0);

    // The younger shopper's card: 19. No Delivered button; refused at the door.
    const minorCard = await licenceBarcode(19);
    const minorStop = stopOf(MINOR);
    await holdUpCard(page, minorCard.image);
    await minorStop.getByRole("button", { name: "Scan the ID" }).click();
    await expect(minorStop.getByRole("status")).toContainText("Under 21: do not hand over");
    await expect(minorStop.getByRole("button", { name: "Delivered", exact: true })).toHaveCount(0);
    await minorStop.getByRole("button", { name: "Refused at the door" }).click();
    await expect(minorStop).toHaveCount(0);
    await expect(page.getByText("No deliveries to take today.")).toBeVisible();

    expect(stockOf(lastTwo.sizeId)).toBe(2);
    await expect.poll(() => textsTo(MINOR.e164).join("\n")).toContain("no pudimos entregar su pedido");
    await expect.poll(() => textsTo(SIGN_UP.e164).join("\n")).toMatch(/is back in stock|volvió/);
    const statuses = withStoreDatabase(database, (db) =>
      db.prepare("select number, status from orders order by id").all(),
    );
    expect(statuses).toEqual([
      { number: placed[ADULT.e164], status: "completed" },
      { number: placed[MINOR.e164], status: "refused_at_door" },
    ]);

    // Nothing of either card but the check's proof, in any table.
    const everything = withStoreDatabase(database, (db) =>
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[])
        .map(({ name }) => JSON.stringify(db.prepare(`select * from "${name}"`).all()))
        .join("\n"),
    );
    for (const secret of CARD_SECRETS) expect(everything).not.toContain(secret);
    const checks = withStoreDatabase(database, (db) =>
      db.prepare("select method, result, birth_year from handover_check order by id").all(),
    );
    expect(checks).toEqual([
      { method: "scan", result: "of-age", birth_year: adultCard.birthYear },
      { method: "scan", result: "under-21", birth_year: minorCard.birthYear },
    ]);

    // The owner's dashboard counts both, and the driver is out with nothing.
    await page.context().clearCookies();
    await page.goto("/staff/dashboard");
    await signIn(page, ownerEmail);
    const days = page.locator('[data-figure="delivery-days"] tbody tr').first();
    await expect(days.locator("td")).toHaveText(["1", "1", "0"]);
    await expect(page.locator('[data-figure="delivery-time"]')).toContainText(
      "on average from the confirming call to the door, over the 1 delivery",
    );
    await expect(page.locator('[data-figure="drivers-out"]')).toHaveText("Nobody is out with a delivery.");
  });

  test("a driver's route fits 320 to 1440 px in both languages, and the driver opens nothing else", async ({
    page,
    request,
  }) => {
    const [, size] = twoSizes(50);
    const answer = await postOrder(request, {
      sizeId: size.sizeId,
      name: "Carmen de la Concepción Rodríguez-Villanueva",
      phone: "(305) 555-0151",
      delivery: true,
      notes: "Gate code 4417, the blue house behind the mango tree",
    });
    const { number } = (await answer.json()).order;
    const reply = signedReply(server.baseURL, "+13055550151", "YES");
    expect((await request.post("/sms/inbound", { headers: reply.headers, data: reply.body })).status()).toBe(
      200,
    );

    await page.goto("/staff");
    await signIn(page, driverEmail);
    await expect(page.getByRole("heading", { name: /Carmen de la Concepción/ })).toBeVisible();
    await page.getByRole("button", { name: "On my way" }).click();
    await expect(page.getByRole("button", { name: "Scan the ID" })).toBeVisible();
    for (const language of ["en", "es"] as const) {
      if (language === "es") await page.getByRole("button", { name: "Español" }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        language === "en" ? "Deliveries" : "Entregas",
      );
      for (const width of [320, 390, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await noSidewaysScroll(page, `${language} at ${width} px`);
        expect(await seriousViolations(page), `${language} at ${width} px`).toEqual([]);
      }
    }
    // A driver's header names the route only; the board, a price and an account are refused.
    await expect(page.getByRole("navigation", { name: "Consola del personal" }).getByRole("link")).toHaveText(
      ["Entregas"],
    );
    for (const path of ["/staff/orders", `/staff/orders/${number}`, "/staff/products", "/staff/accounts"]) {
      const refused = await page.request.get(path);
      expect(refused.status(), path).toBe(403);
    }
  });
});
