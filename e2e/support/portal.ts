import { expect, type Page } from "@playwright/test";
import { addDays, todayIn } from "../../src/shared/rules/datas";
import { E2E_URL } from "../../playwright.config";
import { postApi, putApi } from "./api";
import { waitForMail } from "./mail";
import { newCompanySession, PASSWORD, uniqueEmail } from "./users";

const TODAY = todayIn(new Date());
export const CLIENTE = "Mineração Serra Azul Ltda";
export const ATRASADA = "Relatório semestral de efluentes";
export const VENCENDO = "Plano de recuperação de áreas degradadas";
export const PERIODICA = "Monitoramento mensal dos poços";

/**
 * A consultancy (its admin signed in on `page`) with one client of two projects: an operating
 * licence in its renewal window with an overdue, a due-soon, a later and a monthly condition,
 * and an installation licence; plus another client the portal must never show.
 */
export async function seedPortal(page: Page, fullName: string) {
  const equipe = await newCompanySession(page, fullName, "admin");
  const cliente = await postApi(page, "/api/clientes", { nome: CLIENTE });
  const outro = await postApi(page, "/api/clientes", { nome: "Cliente Vizinho S.A." });
  const mina = await postApi(page, "/api/empreendimentos", {
    ...{ nome: "Mina Serra Azul", clienteId: cliente.id, municipio: "Itabira", estado: "MG" },
  });
  const usina = await postApi(page, "/api/empreendimentos", {
    ...{ nome: "Usina de Beneficiamento", clienteId: cliente.id, municipio: "Itabira", estado: "MG" },
  });
  await postApi(page, "/api/empreendimentos", { nome: "Fábrica do Vizinho", clienteId: outro.id });
  const lo = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: mina.id, tipo: "LO", numero: "LO-1234/2024", orgao: "SEMAD/MG" },
    ...{ emissaoDate: addDays(TODAY, -700), validadeDate: addDays(TODAY, 90) },
  });
  await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: usina.id, tipo: "LI", numero: "LI-88/2025", orgao: "SEMAD/MG" },
    ...{ emissaoDate: addDays(TODAY, -100), validadeDate: addDays(TODAY, 800) },
  });
  const condicionante = (nome: string, descricao: string, dias: number) =>
    postApi(page, `/api/licencas/${lo.id}/condicionantes`, {
      ...{ nome, descricao, status: "pendente", dataPrazo: addDays(TODAY, dias) },
    });
  const atrasada = await condicionante(ATRASADA, "Laudo do efluente tratado, com as análises do semestre", -5);
  const vencendo = await condicionante(VENCENDO, "Cronograma e relatório fotográfico do PRAD", 20);
  await condicionante("Inventário de fauna", "Campanha anual de levantamento de fauna", 150);
  const periodica = await postApi(page, `/api/licencas/${lo.id}/condicionantes`, {
    ...{ nome: PERIODICA, descricao: "Laudo de qualidade da água subterrânea", status: "pendente" },
  });
  await putApi(page, `/api/condicionantes/${periodica.id}/periodicidade`, {
    ...{ tipo: "mensal", intervalo: 1, dataInicio: addDays(TODAY, 10), dataFim: addDays(TODAY, 100) },
    gerarAutomaticamente: true,
  });
  return { equipe, cliente, outro, mina, usina, lo, atrasada, vencendo };
}

/** Invites a client's person by e-mail and returns the invitation's link from the outbox. */
export async function invite(page: Page, clienteId: string, nome: string) {
  const email = uniqueEmail("portal");
  await postApi(page, `/api/clientes/${clienteId}/convites`, { nome, email });
  const mail = await waitForMail(email, "Portal do Empreendedor");
  const link = mail.match(/https?:\/\/\S+\/convite\?token=[\w%-]+/)?.[0];
  expect(link, "link do convite no e-mail").toBeTruthy();
  return { email, password: PASSWORD, link: link!, token: new URL(link!).searchParams.get("token")! };
}

/** Accepts the invitation with a password: the answer opens the portal user's session in `page`. */
export async function aceitar(page: Page, token: string, password = PASSWORD) {
  const res = await page.request.post("/api/convites/aceitar", {
    data: { token, password },
    headers: { origin: E2E_URL },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
