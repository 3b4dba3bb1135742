import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sqlEscrito } from "../../test/sql-escrito";

// The daily job on the typed builder (decision 047): a renamed column fails at `tsc`, not at 07:00.
// No file of this module, tests included, may write a table's or column's name in SQL text again.

describe("the daily job's SQL", () => {
  it("names every table and column through the schema, never in SQL text", () => {
    // This file's own samples below aside.
    const arquivos = fs
      .readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith(".ts") && f !== path.basename(import.meta.filename));
    const escritos = arquivos.flatMap((f) =>
      sqlEscrito(fs.readFileSync(path.join(import.meta.dirname, f), "utf8")).map((a) => `${f}:${a.linha} ${a.trecho}`),
    );
    expect(escritos).toEqual([]);
  });

  it("is read by a scanner that sees names written in the text, and only there", () => {
    const achados = sqlEscrito(
      [
        "sql`select count(*) from alertas where ${alertas.dia} = ${dia}`;",
        "sql<number>`unnest(${coluna})`;",
        "sql`${licencas.status} = 'licencas' and ${x}`;",
        "sql`update varreduras set ${sql`emails`} = 1`;",
        "sql.raw(coluna);",
      ].join("\n"),
    );
    expect(achados.map((a) => [a.linha, a.nomes])).toEqual([
      [1, ["alertas"]],
      [4, ["varreduras"]],
      [4, ["emails"]],
      [5, []],
    ]);
  });
});
