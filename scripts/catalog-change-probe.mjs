// Loaded into a bench server with NODE_OPTIONS=--import: on SIGUSR2 it writes the longest
// event-loop block since the last report, and the process's memory, to EVENT_LOOP_PROBE_FILE.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
process.on("SIGUSR2", () => {
  const report = {
    maxBlockMs: delay.max / 1e6,
    rssBytes: process.memoryUsage().rss,
    heapUsedBytes: process.memoryUsage().heapUsed,
  };
  delay.reset();
  writeFileSync(process.env.EVENT_LOOP_PROBE_FILE, JSON.stringify(report));
});
