import { describe, expect, it } from "vitest";
import { displayName, gateState, isAdminRole, portalRedirect, type TMe } from "./gate";

const me = (companyId: string | null, fullName = "Ana", roles: string[] = []): TMe => ({
  user: { id: "u1", email: "ana@example.com", name: fullName },
  profile: { fullName, companyId, companyName: companyId ? "Empresa" : null, alertasEmail: true },
  roles,
  empresa: null,
  alertasNaoLidos: 0,
});

describe("approval gate", () => {
  it("is loading while the session is being read", () => {
    expect(gateState(true, me("c1"))).toBe("loading");
  });
  it("sends a visitor without session to sign-in", () => {
    expect(gateState(false, null)).toBe("signed-out");
  });
  it("treats a user without profile as no-profile", () => {
    expect(gateState(false, { ...me(null), profile: null })).toBe("no-profile");
  });
  it("keeps a user without company pending", () => {
    expect(gateState(false, me(null))).toBe("pending");
  });
  it("lets a user with a company through", () => {
    expect(gateState(false, me("c1"))).toBe("approved");
  });
});

describe("header name", () => {
  it("falls back from full name to e-mail to 'Usuário'", () => {
    expect(displayName(me("c1", "Ana Souza"))).toBe("Ana Souza");
    expect(displayName(me("c1", "  "))).toBe("ana@example.com");
    expect(displayName(null)).toBe("Usuário");
  });
});

describe("administrator roles", () => {
  it("counts admin and super_admin as administrators, not manager", () => {
    expect(isAdminRole(["admin"])).toBe(true);
    expect(isAdminRole(["super_admin"])).toBe(true);
    expect(isAdminRole(["manager", "user"])).toBe(false);
  });
});

describe("portal gate", () => {
  const cliente = me("c1", "Bia", ["cliente"]);
  const equipe = me("c1", "Ana", ["user"]);
  it("lets a portal user in, with or without a client named in the address", () => {
    expect(portalRedirect("approved", cliente, null)).toBeNull();
    expect(portalRedirect("approved", cliente, "outro")).toBeNull();
  });
  it("sends a company user back to the dashboard unless they preview a client", () => {
    expect(portalRedirect("approved", equipe, null)).toBe("/dashboard");
    expect(portalRedirect("approved", equipe, "c9")).toBeNull();
  });
  it("sends a visitor to sign-in and a pending user to the pending screen", () => {
    expect(portalRedirect("signed-out", null, null)).toBe("/auth");
    expect(portalRedirect("pending", me(null), "c9")).toBe("/pending");
  });
  it("waits while the session is read", () => {
    expect(portalRedirect("loading", undefined, null)).toBeNull();
  });
});
