import path from "node:path";

/**
 * The repository's root. This module runs from src/server (tsx, tests) or bundled into
 * dist/server (npm start, scripts/build-if-stale.ts): both two folders below the root.
 */
export const ROOT = path.join(import.meta.dirname, "../..");

/** Read at run time by the migrator, also from the bundle: migrations are not bundled. */
export const MIGRATIONS_DIR = path.join(ROOT, "src/server/db/migrations");
