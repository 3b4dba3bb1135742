import { it } from "vitest";
import { Client, approveDirectly, signUpAndConfirm, type TestApp } from "./test-app";
import { expectError } from "./expect";

// What most server tests start from: two companies that must never see each other, and a user
// still waiting for approval. The spec's messages for the two refusals every route answers,
// and an id no row has.

export const NO_SESSION = "Usuário não autenticado";
export const NO_COMPANY = "Usuário não possui empresa associada";
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;

/** Ana, admin of Alfa Ambiental; Bia, admin of Beta Consultoria; Paulo, signed up, not approved. */
export async function duasEmpresas(t: TestApp) {
  const ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  const alfa = await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental");
  const bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const beta = await approveDirectly(t, bia.userId, "admin", "Beta Consultoria");
  const pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");
  return { ana, alfaId: alfa.id, bia, betaId: beta.id, pendente };
}

/** A route the approval gate is tried on: method, what it is, its url and its body, read as each test runs. */
export type TGateRoute = [method: string, what: string, url: () => string, body?: () => object];

/**
 * The two refusals every company route answers before it reads anything: 401 without a session,
 * 403 for a user still waiting for approval. `scene` gives the app and that user as each test runs,
 * since both are made in a beforeAll.
 */
export function itRefusesOutsiders(routes: TGateRoute[], scene: () => { t: TestApp; pendente: TSignedIn }) {
  it.each(routes)("answers %s (%s) without a session with 401", async (method, _what, url, body) => {
    await expectError(await new Client(scene().t.app).request(method, url(), body?.()), 401, NO_SESSION);
  });

  it.each(routes)("answers %s (%s) for a pending user with 403", async (method, _what, url, body) => {
    await expectError(await scene().pendente.client.request(method, url(), body?.()), 403, NO_COMPANY);
  });
}
