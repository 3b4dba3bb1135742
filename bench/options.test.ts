import { describe, expect, it } from "vitest";
import { databaseTarget, readOptions } from "./options";

describe("bench options", () => {
  it("defaults to the issue's sizes: a large company, a small one of 1,000 licences and 998 others", () => {
    const { seed } = readOptions([], {});
    expect(seed.companies).toBe(1_000);
    expect(seed.large).toEqual({
      clientes: 5_000,
      empreendimentos: 20_000,
      licencas: 100_000,
      condicionantes: 500_000,
      comprovacoes: 1_000_000,
    });
    expect(seed.small).toEqual({
      clientes: 50,
      empreendimentos: 200,
      licencas: 1_000,
      condicionantes: 5_000,
      comprovacoes: 10_000,
    });
    expect(seed.others.licencas).toBe(20);
    expect(seed.others.comprovacoes).toBe(200);
  });

  it("takes the server and the database from DATABASE_URL", () => {
    const { seed, run } = readOptions([], { DATABASE_URL: "postgres://u:p@db.local:5433/bench_h?sslmode=disable" });
    expect(seed.dbName).toBe("bench_h");
    expect(seed.pgUrl).toBe("postgres://u:p@db.local:5433/postgres?sslmode=disable");
    expect(run.databaseUrl).toBe("postgres://u:p@db.local:5433/bench_h?sslmode=disable");
  });

  it("lets --pg-url and --db win over DATABASE_URL", () => {
    const target = databaseTarget(
      { pgUrl: "postgres://postgres@127.0.0.1:5432/postgres", db: "bench_h2" },
      "postgres://x@elsewhere/bench_other",
    );
    expect(target).toEqual({ pgUrl: "postgres://postgres@127.0.0.1:5432/postgres", dbName: "bench_h2" });
  });

  it("uses the local server's bench database when nothing is given", () => {
    expect(databaseTarget({}, undefined)).toEqual({
      pgUrl: "postgres://postgres@127.0.0.1:5432/postgres",
      dbName: "bench",
    });
  });

  it("refuses a size that is not a whole number, naming the flag", () => {
    expect(() => readOptions(["--licencas", "1e3x"], {})).toThrow("--licencas precisa ser um inteiro >= 1");
    expect(() => readOptions(["--comprovacoes", "-1"], {})).toThrow("--comprovacoes");
  });

  it("refuses a database name that could not be pasted into DROP DATABASE safely", () => {
    expect(() => readOptions(["--db", "bench; drop"], {})).toThrow("nome de banco inválido");
  });
});
