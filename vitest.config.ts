import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.join(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
    // Migrates once per run; every test file copies the result (src/server/test/migrated-database.ts).
    globalSetup: ["src/server/test/global-setup.ts"],
    env: { LOG_LEVEL: "silent" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
