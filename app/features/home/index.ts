// What the home feature offers the rest of the store; everything else in this folder is its own.
export { FEATURED_SECTIONS } from "./home-sections";
