import { approveDirectly, signUpAndConfirm, type TestApp } from "./test-app";

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
