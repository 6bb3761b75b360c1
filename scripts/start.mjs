// `npm start`: build what is missing, then run the production server in this process
// (so a process manager's SIGTERM reaches it directly).
import { buildIfMissing } from "./build-if-missing.mjs";

buildIfMissing();
process.env.NODE_ENV = "production";
await import("../server.js");
