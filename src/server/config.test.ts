import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("ORPHAN_GRACE_SECONDS", () => {
  it("is an hour unless set, and whole seconds when set", () => {
    expect(readConfig({}).orphanGraceSeconds).toBe(3600);
    expect(readConfig({ ORPHAN_GRACE_SECONDS: "" }).orphanGraceSeconds).toBe(3600);
    expect(readConfig({ ORPHAN_GRACE_SECONDS: "900" }).orphanGraceSeconds).toBe(900);
  });

  it("stops the start with what is accepted when it is not whole seconds from 1", () => {
    for (const wrong of ["0", "-5", "1.5", "uma hora"]) {
      expect(() => readConfig({ ORPHAN_GRACE_SECONDS: wrong })).toThrow(
        `ORPHAN_GRACE_SECONDS deve ser um número inteiro de segundos, a partir de 1 (o padrão é 3600, uma hora), não "${wrong}".`,
      );
    }
  });
});

describe("DATABASE_READ_URL", () => {
  it("names the standby beside DATABASE_URL, and nothing unless set", () => {
    expect(readConfig({ DATABASE_URL: "postgres://a@db1/g" }).databaseReadUrl).toBeUndefined();
    expect(
      readConfig({ DATABASE_URL: "postgres://a@db1/g", DATABASE_READ_URL: "postgres://a@db2/g" }).databaseReadUrl,
    ).toBe("postgres://a@db2/g");
  });

  it("stops the start when there is no DATABASE_URL to be a standby of", () => {
    expect(() => readConfig({ DATABASE_READ_URL: "postgres://a@db2/g" })).toThrow(
      "DATABASE_READ_URL indica uma réplica do servidor de DATABASE_URL: defina também DATABASE_URL.",
    );
  });
});
