import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";

// findBy…/waitFor give up after 1 s by default; with the whole suite on two cores a render can take
// longer (a CI run lost a checkout test that way). They still return as soon as the page is there.
configure({ asyncUtilTimeout: 5_000 });
