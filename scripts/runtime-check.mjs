// The store runs on the Node.js its package.json pins (the npm package `node`, installed by npm
// install into node_modules/.bin; decision 0057). npm scripts find it first on their PATH; a process
// started by hand with an older system Node would crash in better-sqlite3 instead of saying why.
import { readFileSync } from "node:fs";

const pinned = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
const major = (version) => Number(version.replace(/^v/, "").split(".")[0]);

if (major(process.version) < major(pinned)) {
  console.error(
    `The store needs Node.js ${pinned}; this is ${process.version}. Start it with npm (npm start), ` +
      "or run node_modules/.bin/node, which npm install put there.",
  );
  process.exit(1);
}
