// The matchers' types, for every file; their code only where there is a DOM.
import type {} from "@testing-library/jest-dom/vitest";

// The DOM matchers and the testing library's waits matter only to files that run in jsdom; the
// others (most of the suite) skip loading them.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  // findBy…/waitFor give up after 1 s by default; with the whole suite on two cores a render can
  // take longer (a CI run lost a checkout test that way). They still return as soon as the page is there.
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 5_000 });
}
