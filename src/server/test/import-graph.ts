// The repository's own imports, read from the source text: relative and '@/' specifiers, type-only
// imports included. For import-cycles.test.ts and for choosing the PostgreSQL pass's test files
// (database-tests.ts); both run before any bundler, so they read what tsc would.
import fs from "node:fs";
import path from "node:path";

export const SRC = path.join(import.meta.dirname, "../..");
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g;

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The file an import names, or null for a package. */
export function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(fs.existsSync) ?? null
  );
}

/** The files `file` imports directly. */
export function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => resolved(file, m[1])).filter((d) => d !== null);
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((f) => [f, importsOf(f)]));
}

/** `file` and every file it reaches through imports, itself first. */
export function importClosure(file: string): string[] {
  const seen = new Set([file]);
  for (const f of seen) for (const d of importsOf(f)) seen.add(d);
  return [...seen];
}
