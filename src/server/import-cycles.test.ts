// No import cycles in src/, type-only imports included. eslint's import-x/no-cycle skips
// `import type`, so it never saw the circle auth.ts → usuarios.service.ts → http/context.ts →
// auth.ts (two of its three edges were imports of values, the last one of a type). A type import
// still ties the modules' designs together, so this test reads every relative and '@/' import
// of src/ and looks for a strongly connected group of files.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.join(import.meta.dirname, "..");
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The file an import names, or null for a package. */
function resolved(from: string, specifier: string): string | null {
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

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((f) => [
      f,
      [...fs.readFileSync(f, "utf8").matchAll(IMPORT)].map((m) => resolved(f, m[1])).filter((d) => d !== null),
    ]),
  );
}

/** Tarjan's strongly connected components with more than one file: each holds a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      group.push(path.relative(SRC, w));
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the imports of src/", () => {
  it("form no cycle, counting type-only imports", () => {
    expect(cycles(importGraph(sourceFiles(SRC)))).toEqual([]);
  });

  it("would show a circle of three files, one edge a type import", () => {
    const graph = new Map([
      ["auth.ts", ["usuarios.service.ts"]],
      ["usuarios.service.ts", ["context.ts", "db.ts"]],
      ["context.ts", ["auth.ts"]],
      ["db.ts", []],
    ]);
    expect(cycles(graph).map((c) => c.length)).toEqual([3]);
  });
});
