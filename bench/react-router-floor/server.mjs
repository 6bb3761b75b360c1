// The floor app's server: its build in Express 5 through @react-router/express, as the store's.
// `FLOOR_BUILD_DIRECTORY=… PORT=… NODE_ENV=production node server.mjs`
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";

// React Router's production build for the floor's server too (the store bundles it, decision 0025).
register("./react-router-production.mjs", import.meta.url);
const build = await import(pathToFileURL(join(process.env.FLOOR_BUILD_DIRECTORY, "server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));
app.listen(Number(process.env.PORT), "127.0.0.1");
