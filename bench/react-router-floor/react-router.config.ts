import type { Config } from "@react-router/dev/config";
import storeConfig from "../../react-router.config";

// The store's framework flags; the build goes where the benchmark says (never into the repository).
export default {
  ...storeConfig,
  buildDirectory: process.env.FLOOR_BUILD_DIRECTORY ?? "build",
} satisfies Config;
