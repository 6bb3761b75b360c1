import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { addStaffMember, signIn } from "./staff-session";

interface Sent {
  name: string;
  phone?: string;
  email?: string;
  message: string;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fillContactForm(page: Page, sent: Sent): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel("Your name").fill(sent.name);
  await form.getByLabel("Phone (US)").fill(sent.phone ?? "");
  await form.getByLabel("E-mail").fill(sent.email ?? "");
  await form.getByLabel("Message", { exact: true }).fill(sent.message);
}

async function sendMessage(page: Page, sent: Sent): Promise<void> {
  await page.goto("/contact-us");
  await waitForHydration(page);
  await fillContactForm(page, sent);
  await contactForm(page).getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks" })).toHaveText(
    `Thanks, ${sent.name}. We'll get back to you soon.`,
  );
}

/** A page of a browser without JavaScript (no age gate shows without it: decision 0029): the server alone answers. */
async function pageWithoutJavaScript(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
}

const unreadCount = async (page: Page) =>
  Number(/· (\d+) unread/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")?.[1]);

test.describe("contact messages: the form stores them, the staff read them (issue #7 point 6)", () => {
  // In order, in one worker: the unread count on the staff page counts this file's messages.
  test.describe.configure({ mode: "default" });
  let staffEmail: string;

  test.beforeAll(() => {
    staffEmail = `messages-${process.pid}-${Date.now()}@store.example`;
    addStaffMember(staffEmail);
  });

  test("a shopper sends a message and is thanked by name", async ({ page }) => {
    await sendMessage(page, {
      name: "Marta Ruiz",
      phone: "(305) 555-0142",
      message: `Do you have Buchanan's 18 in a gift box? ${Date.now()}`,
    });
    await expect(contactForm(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(contactForm(page).getByLabel("Your name")).toHaveValue("");
  });

  test("bad input shows an error at each field, keeps what was typed and stores nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now();
    const bad = { name: " ", phone: "555-01", email: "marta@", message: `zz${String(stamp).slice(-6)}` };
    await page.goto("/contact-us");
    await waitForHydration(page);
    await fillContactForm(page, bad);
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    const form = contactForm(page);
    await expect(form.getByRole("alert")).toHaveText("Please check the marked fields.");
    const expectations = [
      ["Your name", "Enter your name."],
      ["Phone (US)", "Enter a US phone number with its area code."],
      ["E-mail", "Enter an e-mail address such as name@example.com."],
      ["Message", "Write at least 10 characters."],
    ] as const;
    for (const [label, error] of expectations) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(new RegExp(error.replace(/\./g, "\\.")));
    }
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByLabel("Phone (US)")).toHaveValue("555-01");
    expect(await seriousViolations(page)).toEqual([]);

    // No phone and no e-mail: the rule that needs one of them, at both.
    await form.getByLabel("Phone (US)").fill("");
    await form.getByLabel("E-mail").fill("");
    await form.getByRole("button", { name: "Send message" }).click();
    for (const label of ["Phone (US)", "E-mail"]) {
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(
        /Give us a phone number or an e-mail address so we can answer you\./,
      );
    }

    // Without JavaScript the server checks the same rules and gives back what was typed.
    const plain = await pageWithoutJavaScript(browser, baseURL!);
    await plain.goto("/contact-us");
    await fillContactForm(plain, { ...bad, name: `Marta ${stamp}`, message: "too short" });
    await contactForm(plain).getByRole("button", { name: "Send message" }).click();
    await expect(contactForm(plain).getByRole("alert")).toHaveText("Please check the marked fields.");
    await expect(contactForm(plain).getByLabel("Your name")).toHaveValue(`Marta ${stamp}`);
    await expect(contactForm(plain).getByLabel("Message", { exact: true })).toHaveValue("too short");
    await expect(contactForm(plain).getByLabel("Message", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(contactForm(plain).getByText("Write at least 10 characters.")).toBeVisible();
    await plain.context().close();

    await page.goto("/staff/messages");
    await signIn(page, staffEmail);
    await expect(page).toHaveURL(/\/staff\/messages$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("unread");
    await expect(page.getByText(`zz${String(stamp).slice(-6)}`)).toHaveCount(0);
    await expect(page.getByText(`Marta ${stamp}`)).toHaveCount(0);
  });

  test("without JavaScript the form still sends, and the thank-you comes from the server", async ({
    browser,
    baseURL,
  }) => {
    const plain = await pageWithoutJavaScript(browser, baseURL!);
    await plain.goto("/contact-us");
    const sent = {
      name: `Ramón ${Date.now()}`,
      email: "ramon@example.com",
      message: "Is the store open on July 4th?",
    };
    await fillContactForm(plain, sent);
    await contactForm(plain).getByRole("button", { name: "Send message" }).click();
    await expect(plain.getByRole("status").filter({ hasText: "Thanks" })).toHaveText(
      `Thanks, ${sent.name}. We'll get back to you soon.`,
    );
    await expect(contactForm(plain)).toHaveCount(0);
    await plain.context().close();
  });

  test("a message with HTML payloads reaches the staff as plain text; they mark it read and unread again", async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Eve <img src=x onerror=alert(1)> ${stamp}`;
    const message = `<script>alert("contact")</script>\n<img src=x onerror=alert(2)>\n  second line ${stamp}`;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await sendMessage(page, { name, phone: "305 555 0199", email: "eve@example.com", message });

    await page.goto("/staff/messages");
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fmessages$/);
    await signIn(page, staffEmail);
    await expect(page).toHaveURL(/\/staff\/messages$/);
    await waitForHydration(page);
    const article = page.getByRole("article", { name });
    await expect(article).toContainText("Unread");
    await expect(article.getByRole("heading", { name })).toHaveCSS("font-weight", "700");
    // Shown as the text it is, line breaks and indentation kept.
    expect(await article.locator("p.whitespace-pre-wrap").textContent()).toBe(message);
    await expect(page.locator("article img, article script")).toHaveCount(0);
    await expect(article.getByRole("link", { name: "(305) 555-0199" })).toHaveAttribute(
      "href",
      "tel:+13055550199",
    );
    await expect(article.getByRole("link", { name: "eve@example.com" })).toHaveAttribute(
      "href",
      "mailto:eve@example.com",
    );
    await expect(article.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    expect(await seriousViolations(page)).toEqual([]);

    const unread = await unreadCount(page);
    expect(unread).toBeGreaterThanOrEqual(2);
    await article.getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Messages · ${unread - 1} unread`);
    await expect(article).not.toContainText("Unread");
    await expect(article).toContainText("Read by Luisa Gómez");
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole("navigation", { name: "Show messages" })
      .getByRole("link", { name: "Unread" })
      .click();
    await expect(page).toHaveURL(/\/staff\/messages\?show=unread$/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    await page.getByRole("navigation", { name: "Show messages" }).getByRole("link", { name: "All" }).click();
    await page.getByRole("article", { name }).getByRole("button", { name: "Mark as unread" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Messages · ${unread} unread`);
    await expect(page.getByRole("article", { name })).toContainText("Unread");
    expect(dialogs, "no payload ran").toEqual([]);
  });

  test("/staff/messages sends a visitor without a session to the login page", async ({ page, request }) => {
    const response = await request.get("/staff/messages?show=unread", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/staff/login?next=%2Fstaff%2Fmessages%3Fshow%3Dunread");
    await page.goto("/staff/messages");
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fmessages$/);
    await expect(page.getByText("Eve")).toHaveCount(0);
  });
});
