import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Ten routes: the whole manifest in the first page is smaller than the work of discovering it
  // link by link (a catalogue page holds a hundred links to watch).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
