import { describe, expect, it } from "vitest";
import { PORTAL_PAGINA } from "@/shared/schemas/portal";
import { proximaPagina } from "./api";

describe("the portal's next page", () => {
  it("follows an exact total until every row is loaded", () => {
    expect(proximaPagina(1, PORTAL_PAGINA + 1)).toBe(2);
    expect(proximaPagina(1, PORTAL_PAGINA)).toBeUndefined();
  });

  it("goes on past a capped total while the last page came full", () => {
    expect(proximaPagina(5, { maisDe: 100 }, PORTAL_PAGINA)).toBe(6);
    expect(proximaPagina(6, { maisDe: 100 }, 3)).toBeUndefined();
  });
});
