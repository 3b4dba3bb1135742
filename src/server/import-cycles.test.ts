// No import cycles in src/, type-only imports included: the repository's one check of it. eslint's
// import-x/no-cycle skipped `import type`, so it never saw the circle auth.ts → usuarios.service.ts
// → http/context.ts → auth.ts (two of its three edges were imports of values, the last one of a
// type), and it cost a quarter of lint's time; it was dropped. A type import still ties the
// modules' designs together, so this test reads every relative and '@/' import of src/ and looks
// for a strongly connected group of files.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, sourceFiles, SRC } from "./test/import-graph";

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
