import { describe, expect, it } from "vitest";
import { comCliente } from "./vista";

describe("portal addresses while previewing a client", () => {
  it("leaves a portal user's own addresses as they are", () => {
    expect(comCliente("/api/portal", null)).toBe("/api/portal");
  });
  it("adds the previewed client to an address with or without a query", () => {
    expect(comCliente("/portal/licencas/l1", "c1")).toBe("/portal/licencas/l1?cliente=c1");
    expect(comCliente("/api/portal/logo?v=a.png", "c1")).toBe("/api/portal/logo?v=a.png&cliente=c1");
  });
  it("keeps a fragment after the query", () => {
    expect(comCliente("/portal#pendencias", "c1")).toBe("/portal?cliente=c1#pendencias");
  });
});
