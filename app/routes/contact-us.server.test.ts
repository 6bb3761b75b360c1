import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { CONTACT_RATE_LIMIT } from "~/features/contact/contact-messages.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { action } from "./contact-us";

const FORM = "application/x-www-form-urlencoded";
const typed = {
  name: "  Marta Ruiz ",
  phone: "(305) 555-0142",
  email: "",
  message: "Do you have Buchanan's 18 in a gift box?",
};

/** What the action returned or threw, as status and body. */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: (result.init as ResponseInit | null)?.status ?? 200, body: result.data };
  }
  return { status: 200, body: result };
}

describe.each(testDatabaseKinds)("the contact page's action on $kind", (kind) => {
  let database: TestDatabase;
  const storedNames = async () =>
    (await database.db.selectFrom("contact_message").select("name").execute()).map((row) => row.name);
  const post = (body: BodyInit, { address = "203.0.113.7", headers = {} as Record<string, string> } = {}) =>
    answer(() =>
      action({
        request: new Request("http://store/contact-us", {
          method: "POST",
          headers: { "Content-Type": FORM, ...headers },
          body,
          duplex: "half",
        } as RequestInit),
        url: new URL("http://store/contact-us"),
        params: {},
        pattern: "/contact-us",
        context: storeContext({
          services: { database, env: parseEnv({ SESSION_SECRET: "route-test" }) } as unknown as StoreServices,
          clientAddress: address,
        }),
      } as Parameters<typeof action>[0]),
    );
  const send = (fields: Record<string, string>, address?: string) =>
    post(new URLSearchParams(fields).toString(), { address });

  beforeAll(async () => {
    database = await kind.create();
  });
  beforeEach(() => database.db.deleteFrom("contact_message").execute());
  afterAll(() => database.drop());

  it("stores a good message in the page's language and thanks the sender by name", async () => {
    expect(await send(typed)).toEqual({ status: 200, body: { sent: { name: "Marta Ruiz" } } });
    const row = await database.db.selectFrom("contact_message").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Marta Ruiz", phone: "+13055550142", email: null, language: "en" });
    expect(row.sender_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
  });

  it("answers bad input with the errors and what was typed, and stores nothing", async () => {
    const bad = { name: "", phone: "12", email: "nope", message: "short" };
    expect(await send(bad)).toEqual({
      status: 422,
      body: {
        errors: {
          name: "contact.nameMissing",
          phone: "contact.phoneInvalid",
          email: "contact.emailInvalid",
          message: "contact.messageTooShort",
        },
        values: bad,
      },
    });
    expect(await storedNames()).toEqual([]);
  });

  it(`refuses message ${CONTACT_RATE_LIMIT.messages + 1} from one address within the hour, keeping what was typed`, async () => {
    for (let count = 0; count < CONTACT_RATE_LIMIT.messages; count++) {
      expect((await send({ ...typed, name: `Ana ${count}` })).status).toBe(200);
    }
    expect(await send({ ...typed, name: "Ana too many" })).toEqual({
      status: 429,
      body: { errors: { form: "contact.rateLimited" }, values: { ...typed, name: "Ana too many" } },
    });
    expect(await storedNames()).not.toContain("Ana too many");
    expect((await send({ ...typed, name: "Beto" }, "203.0.113.8")).status).toBe(200);
  });

  it("refuses a body over 64 KB, whether it says its length or not, and stores nothing", async () => {
    const huge = new URLSearchParams({ ...typed, message: "a".repeat(70_000) }).toString();
    expect((await post(huge)).status).toBe(413);
    const chunks = [
      new TextEncoder().encode(huge.slice(0, 40_000)),
      new TextEncoder().encode(huge.slice(40_000)),
    ];
    const unannounced = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect((await post(unannounced)).status).toBe(413);
    expect(await storedNames()).toEqual([]);
  });

  it("a message longer than the form allows but within the body limit gets a field error", async () => {
    expect(await send({ ...typed, message: "é".repeat(2001) })).toMatchObject({
      status: 422,
      body: { errors: { message: "contact.messageTooLong" } },
    });
  });

  it("refuses a body in another encoding", async () => {
    const body = new URLSearchParams(typed).toString();
    for (const type of ["multipart/form-data; boundary=x", "text/plain", "application/json"]) {
      expect((await post(body, { headers: { "Content-Type": type } })).status, type).toBe(415);
    }
    expect(await storedNames()).toEqual([]);
  });
});
