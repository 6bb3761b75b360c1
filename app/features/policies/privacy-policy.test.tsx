// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import { RETENTION } from "./policy-facts";
import { PrivacyPolicy } from "./privacy-policy";

afterEach(cleanup);

describe("privacy policy: outside services are named only when the store switches them on", () => {
  it("without GA_MEASUREMENT_ID or GOOGLE_MAPS_API_KEY: no Google Analytics, no location", async () => {
    renderUnderRoot(() => <PrivacyPolicy analytics={false} locationLookup={false} />);
    expect(await screen.findByText(/does not use Google Analytics/)).toBeInTheDocument();
    expect(screen.queryByText(/uses Google Analytics to count visits/)).toBeNull();
    expect(screen.getByText("We do not ask for your location.")).toBeInTheDocument();
  });

  it("with both: Google Analytics and its cookies, and the geocoding of the shopper's position", async () => {
    renderUnderRoot(() => <PrivacyPolicy analytics locationLookup />);
    expect(await screen.findByText(/uses Google Analytics to count visits.*_ga/)).toBeInTheDocument();
    expect(screen.queryByText(/does not use Google Analytics/)).toBeNull();
    expect(screen.getByText(/Google's geocoding service only to find your ZIP code/)).toBeInTheDocument();
  });

  it("names the browser's entries as the code stores them", async () => {
    renderUnderRoot(() => <PrivacyPolicy analytics={false} locationLookup={false} />);
    const names = (await screen.findAllByRole("code")).map((code) => code.textContent);
    expect(names).toEqual(["<size id>", "isOver21", "zipCode", "language", "restockContact"]);
  });

  it('says what a "Tell me when it\'s back" request keeps, for how long the purge keeps it, and how to delete it', async () => {
    renderUnderRoot(() => <PrivacyPolicy analytics={false} locationLookup={false} />);
    expect(
      await screen.findByText(/The phone number or e-mail address you give for a sold-out/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`never longer than ${RETENTION.restockAlertMonths} months`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /To cancel a "Tell me when it's back" request, use the link we show when you make it, or call us/,
      ),
    ).toBeInTheDocument();
  });
});
