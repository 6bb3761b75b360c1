import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCaseRule, MIXED_CASE } from "../tests/fixtures/deal-catalog";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { caseRulesApi } from "./case-rules-api";

describe.each(testDatabaseKinds)("GET /api/case-rules on $kind (issue #35)", (kind) => {
  let database: TestDatabase;
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let url: string;
  beforeAll(async () => {
    database = await kind.create();
    const app = express();
    app.get("/api/case-rules", caseRulesApi({ database }));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/case-rules`;
  });
  afterAll(async () => {
    server.close();
    await database.drop();
  });

  it("answers the rules in force from the database, never to be stored, a switched-off rule left out", async () => {
    expect(await (await fetch(url)).json()).toEqual({ caseRules: [] });
    await addCaseRule(database.db, MIXED_CASE);
    await addCaseRule(database.db, { ...MIXED_CASE, name: "Old rule" }, 0);
    const response = await fetch(url);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(await response.json()).toEqual({ caseRules: [{ id: 1, ...MIXED_CASE }] });
  });
});
