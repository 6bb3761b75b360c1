// React DOM makes five errors when its module is evaluated: markers it throws and catches to suspend
// or restart a render, whose stacks nobody reads. With a debugger attached (DevTools, Lighthouse),
// V8 gives each a detailed stack and re-parses the 200 KB chunk for its source positions: 70-80 ms
// of a fast core on every page. Made as errors without a stack, they cost nothing (decision 0062).

const MARKER = /\bError\(formatProdErrorMessage\((519|460|474|542|461)\)\)/g;
const MARKERS = 5;
const REACT_DOM_CLIENT = "/react-dom/cjs/react-dom-client.production.js";

const ERROR_WITHOUT_STACK =
  "function errorWithoutStack(message) {" +
  " return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n";

/** React DOM's production client with its markers made without a stack; a build fails if they changed. */
export function withMarkersWithoutStacks(code) {
  const found = code.match(MARKER)?.length ?? 0;
  if (found !== MARKERS) throw new Error(`React DOM's markers changed: ${found} of ${MARKERS} found`);
  return ERROR_WITHOUT_STACK + code.replace(MARKER, "errorWithoutStack(formatProdErrorMessage($1))");
}

/** @returns {import("vite").Plugin} */
export function reactDomMarkersWithoutStacks() {
  return {
    name: "react-dom-markers-without-stacks",
    apply: "build",
    transform(code, id) {
      return id.endsWith(REACT_DOM_CLIENT) ? { code: withMarkersWithoutStacks(code), map: null } : null;
    },
  };
}
