import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { todayIn } from "../src/shared/rules/datas";
import { pdfBytes } from "../src/server/test/files";
import { postApi } from "./support/api";
import { aceitar, invite } from "./support/portal";
import { newCompanySession } from "./support/users";

// The consultancy's side of a proof sent from the Portal do Empreendedor (issue 29 §3): the alert
// in the bell, the proof in its condition's card with 'Enviada pelo portal', 'Aprovar' concluding
// the condition, 'Rejeitar' asking for the reason. The proofs come through the portal's own route,
// sent by an invited person of the client from their own browser.

test.use({ reducedMotion: "reduce" });

const HOJE = todayIn(new Date());
const SHOTS = process.env.REVISAO_SHOTS; // a folder: screenshots at both sizes, for a person to look at
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** A client with one project and an operating licence numbered `numero`, through the API. */
async function clienteComLicenca(page: Page, nomes: { cliente: string; projeto: string }, numero: string) {
  const cliente = await postApi(page, "/api/clientes", { nome: nomes.cliente });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: nomes.projeto, clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero, orgao: "IMA" },
  });
  return { cliente, licenca };
}

/** The invited person's own browser (the team's session stays in its own), signed in by accepting. */
async function pessoaDoCliente(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: E2E_URL });
  const page = await context.newPage();
  await aceitar(page, token);
  return { context, page };
}

/** 'Enviar comprovação' through the portal's route, with one PDF; the proof's id. */
async function enviarPeloPortal(portal: Page, condicionanteId: string, arquivo: string) {
  const res = await portal.request.post(`/api/portal/condicionantes/${condicionanteId}/comprovacoes`, {
    headers: { origin: E2E_URL },
    multipart: {
      arquivos: { name: arquivo, mimeType: "application/pdf", buffer: Buffer.from(pdfBytes(arquivo)) },
      observacoes: "Segue o laudo deste trimestre.",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("the team reviews a proof sent from the portal from the bell's alert", async ({ page, browser }) => {
      await newCompanySession(page, `Renata Revisão ${viewport.width}`);
      const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
      const { cliente, licenca } = await clienteComLicenca(
        page,
        { cliente: "Cerâmica Boa Vista", projeto: "Forno Túnel" },
        `LO-${viewport.width}/2026`,
      );
      // The signed-in person is responsible for both: the portal's alerts go to their bell.
      const condicao = (nome: string) =>
        postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
          ...{ nome, descricao: `${nome}: apresentar laudo`, status: "pendente", dataPrazo: "2027-06-30" },
          responsavelId: me.user.id,
        });
      const aprovar = await condicao("Monitoramento de efluentes");
      const rejeitar = await condicao("Relatório de ruído");
      const { token } = await invite(page, cliente.id, "Rita da Cerâmica");
      const portal = await pessoaDoCliente(browser, token);
      await enviarPeloPortal(portal.page, rejeitar.id, "ruido.pdf");
      const prova = await enviarPeloPortal(portal.page, aprovar.id, "laudo-efluentes.pdf");
      await portal.context.close();

      // The bell tells the responsible person, and its alert leads to the proof.
      await page.goto("/dashboard");
      const sino = page.getByRole("button", { name: "Alertas: 2 não lidos" });
      await expect(sino).toBeVisible();
      await sino.click();
      const alerta = page.getByRole("article", {
        name: "Comprovação recebida pelo portal: Monitoramento de efluentes",
      });
      await expect(alerta).toContainText("Cerâmica Boa Vista");
      await expect(alerta).toContainText("Enviada pelo cliente no portal; aguarda a sua análise");
      await shot(page, "sino");
      await alerta.getByRole("link", { name: "Monitoramento de efluentes" }).click();
      await expect(page).toHaveURL(new RegExp(`condicionante=${aprovar.id}&entrega=${prova}`));

      const item = page
        .getByRole("listitem", { name: `Comprovação de ${HOJE.split("-").reverse().join("/")}` })
        .first();
      await expect(item).toContainText("Enviada pelo portal");
      await expect(item).toContainText("por Rita da Cerâmica");
      await expect(item).toContainText("Em Análise");
      await expect(item.getByRole("button", { name: /^Aprovar comprovação/ })).toBeVisible();
      await item.scrollIntoViewIfNeeded();
      await shot(page, "revisao");

      // 'Aprovar' concludes the condition with today's delivery date.
      await item.getByRole("button", { name: /^Aprovar comprovação/ }).click();
      await expect(page.getByText("Comprovação aprovada. A condicionante foi concluída.")).toBeVisible();
      await expect(item).toContainText("Aprovada");
      await expect(item.getByRole("button", { name: /^Aprovar comprovação/ })).toHaveCount(0);
      const card = page.getByRole("article", { name: "Monitoramento de efluentes" });
      await expect(card.getByText("Concluída").first()).toBeVisible();

      // 'Rejeitar' asks for the reason, and the proof then shows it.
      const outro = page.getByRole("article", { name: "Relatório de ruído" });
      await outro.getByRole("button", { name: "Relatório de ruído" }).click();
      await outro.getByRole("button", { name: /^Rejeitar comprovação/ }).click();
      const dialog = page.getByRole("dialog", { name: "Rejeitar comprovação" });
      await dialog.getByRole("button", { name: "Rejeitar" }).click();
      await expect(dialog.getByText("Informe o motivo da rejeição")).toBeVisible();
      await dialog.getByLabel("Motivo da rejeição").fill("O laudo não tem a assinatura do responsável técnico.");
      await shot(page, "rejeicao");
      await dialog.getByRole("button", { name: "Rejeitar" }).click();
      await expect(page.getByText("Comprovação rejeitada. O cliente verá o motivo no portal.")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(outro).toContainText("Motivo da rejeição");
      await expect(outro).toContainText("O laudo não tem a assinatura do responsável técnico.");
      await expect(outro).toContainText("Rejeitada");
      await expect(outro.getByText("Pendente").first()).toBeVisible(); // the condition stays open
      await shot(page, "rejeitada");
    });
  });
}

test("a licence document is hidden from the portal until the team switches 'Visível no portal' on", async ({
  page,
}) => {
  await newCompanySession(page, "Vera Visível");
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const { licenca } = await clienteComLicenca(
      page,
      { cliente: `Olaria Vista ${viewport.width}`, projeto: "Galpão" },
      `LO-V-${viewport.width}`,
    );
    const upload = await page.request.post(`/api/licencas/${licenca.id}/documentos`, {
      headers: { origin: E2E_URL },
      multipart: {
        arquivo: { name: "licenca-assinada.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfBytes("LO")) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    await page.goto(`/licencas?detalhes=${licenca.id}`);
    await page.getByRole("tab", { name: "Documentos" }).click();
    const chave = page.getByRole("switch", { name: "Visível no portal: licenca-assinada.pdf" });
    await expect(chave).not.toBeChecked();
    await chave.click();
    await expect(page.getByText("Documento visível no portal do cliente.")).toBeVisible();
    await expect(chave).toBeChecked();
    await shot(page, "visivel-portal");

    // Kept by the server: a reload shows it on.
    await page.reload();
    await page.getByRole("tab", { name: "Documentos" }).click();
    await expect(page.getByRole("switch", { name: "Visível no portal: licenca-assinada.pdf" })).toBeChecked();
  }
});
