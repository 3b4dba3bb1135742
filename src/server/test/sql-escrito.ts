// Raw SQL that writes a table's or a column's name as text, found in a source file (decision 047):
// what a column rename leaves broken until the statement runs, where the typed builder fails at
// `tsc`. Scans `sql` template literals (the text between interpolations, quoted literals left out)
// for the schema's table and column names, and counts every `sql.raw(…)`, whose text it cannot see.
// A template nested in another's interpolation is a string of its own, counted on its own.
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";

/** Every table and column name of the drizzle schema. */
export function nomesDoEsquema(): Set<string> {
  const nomes = new Set<string>();
  for (const t of Object.values(schema)) {
    if (!(t instanceof PgTable)) continue;
    const config = getTableConfig(t);
    nomes.add(config.name);
    for (const c of config.columns) nomes.add(c.name);
  }
  return nomes;
}

/** The literal text of the template starting after the backtick at `from`, and where it ends. */
function templateText(src: string, from: number): { text: string; end: number } {
  let text = "";
  let i = from;
  while (i < src.length && src[i] !== "`") {
    if (src[i] === "\\") {
      text += src.slice(i, i + 2);
      i += 2;
    } else if (src.startsWith("${", i)) {
      // Skip the interpolation, nested braces and templates included.
      let depth = 1;
      i += 2;
      while (i < src.length && depth > 0) {
        if (src[i] === "`") i = templateText(src, i + 1).end;
        else if (src[i] === "{") depth++;
        else if (src[i] === "}") depth--;
        i++;
      }
      text += " ";
    } else text += src[i++];
  }
  return { text, end: i };
}

export interface TSqlEscrito {
  linha: number;
  /** The schema's names the text writes; empty for a `sql.raw(…)`. */
  nomes: string[];
  trecho: string;
}

/** The raw SQL strings of `src` that name the schema's tables or columns, and its `sql.raw(…)` calls. */
export function sqlEscrito(src: string, nomes = nomesDoEsquema()): TSqlEscrito[] {
  const achados: TSqlEscrito[] = [];
  const linha = (at: number) => src.slice(0, at).split("\n").length;
  for (const m of src.matchAll(/\bsql(?:<[^`>]*>)?`|\bsql\.raw\(/g)) {
    const at = m.index;
    if (m[0].startsWith("sql.raw")) {
      achados.push({ linha: linha(at), nomes: [], trecho: src.slice(at, src.indexOf("\n", at)).trim() });
      continue;
    }
    const { text } = templateText(src, at + m[0].length);
    // Quoted literals are values, and a word before "(" is a function (count, unnest, now).
    const semLiterais = text.replace(/'(?:[^']|'')*'/g, " ").replace(/[a-z_][a-z0-9_]*\s*\(/gi, "(");
    const escritos = [...new Set(semLiterais.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [])].filter((w) =>
      nomes.has(w),
    );
    if (escritos.length) achados.push({ linha: linha(at), nomes: escritos, trecho: text.trim().slice(0, 80) });
  }
  return achados;
}
