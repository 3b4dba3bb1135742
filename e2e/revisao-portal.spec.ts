import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { todayIn } from "../src/shared/rules/datas";
import { pdfBytes } from "../src/server/test/files";
import {
  createApprovedUserOn,
  queryCluster,
  signInOn,
  signUpOn,
  startCluster,
  type TCluster,
} from "./support/instancias";

// The consultancy's side of a proof sent from the Portal do Empreendedor (issue 29 §3): the alert
// in the bell, the proof in its condition's card with 'Enviada pelo portal', 'Aprovar' concluding
// the condition, 'Rejeitar' asking for the reason. The portal's own routes are written apart, so
// the proof is written here as the portal writes it (origin 'portal', 'em_analise', by a portal
// user of the client), straight into the database: on an app instance of PostgreSQL (the
// instances' support), since the single test server's embedded database has no other door.

test.describe.configure({ mode: "serial" });

let cluster: TCluster;
const HOJE = todayIn(new Date());
const SHOTS = process.env.REVISAO_SHOTS; // a folder: screenshots at both sizes, for a person to look at

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(1, path.join(process.env.E2E_DATA_DIR ?? ".e2e-data/default", "revisao-portal"));
});
test.afterAll(async () => {
  await cluster?.stop();
});

const q = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** Set-up through the API with the page's session (the instance checks the Origin of writes). */
async function post<T = { id: string }>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data, headers: { origin: cluster.proxy.url } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A person of the client made a portal user (profile's client and a 'cliente' role), as an invitation will. */
async function usuarioDoPortal(companyId: string, clienteId: string, nome: string) {
  const email = await signUpOn(cluster, nome, "portal");
  const [{ id }] = await queryCluster<{ id: string }>(cluster, `select id from users where email = ${q(email)}`);
  await queryCluster(
    cluster,
    `update profiles set company_id = ${q(companyId)}, cliente_id = ${q(clienteId)} where id = ${q(id)};
     insert into user_roles (user_id, role) values (${q(id)}, 'cliente');`,
  );
  return id;
}

/** A proof from the portal with one stored PDF, written with the portal's columns (the trigger alerts). */
async function provaDoPortal(companyId: string, condicionanteId: string, userId: string, arquivo: string) {
  const key = `condicionantes/${condicionanteId}/${crypto.randomUUID()}.pdf`;
  const bytes = pdfBytes(arquivo);
  const file = path.join(cluster.dataDirs[0], "uploads", key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  const [{ id }] = await queryCluster<{ id: string }>(
    cluster,
    `insert into condicionante_comprovacoes
       (company_id, condicionante_id, data_entrega, observacoes, status_comprovacao, origem, created_by)
     values (${q(companyId)}, ${q(condicionanteId)}, ${q(HOJE)}, 'Segue o laudo deste trimestre.', 'em_analise', 'portal', ${q(userId)})
     returning id`,
  );
  await queryCluster(
    cluster,
    `insert into documentos (company_id, relacionado_a, relacionado_id, comprovacao_id, nome, storage_path, content_type, file_size, created_by)
     values (${q(companyId)}, 'condicionante', ${q(condicionanteId)}, ${q(id)}, ${q(arquivo)}, ${q(key)}, 'application/pdf', ${bytes.byteLength}, ${q(userId)})`,
  );
  return id;
}

/** A client with one project and an operating licence numbered `numero`, through the API. */
async function clienteComLicenca(page: Page, nomes: { cliente: string; projeto: string }, numero: string) {
  const cliente = await post(page, "/api/clientes", { nome: nomes.cliente });
  const projeto = await post(page, "/api/empreendimentos", { nome: nomes.projeto, clienteId: cliente.id });
  const licenca = await post(page, "/api/licencas", {
    clienteId: cliente.id,
    empreendimentoId: projeto.id,
    tipo: "LO",
    numero,
    orgao: "IMA",
  });
  return { cliente, licenca };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the team reviews a proof sent from the portal from the bell's alert (${viewport.width} px)`, async ({
    browser,
  }) => {
    const user = await createApprovedUserOn(cluster, `Renata Revisão ${viewport.width}`);
    const { context, page } = await signInOn(browser, cluster, user, viewport);

    const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
    const { cliente, licenca } = await clienteComLicenca(
      page,
      { cliente: "Cerâmica Boa Vista", projeto: "Forno Túnel" },
      `LO-${viewport.width}/2026`,
    );
    const condicao = (nome: string) =>
      post(page, `/api/licencas/${licenca.id}/condicionantes`, {
        nome,
        descricao: `${nome}: apresentar laudo`,
        status: "pendente",
        dataPrazo: "2027-06-30",
        responsavelId: me.user.id,
      });
    const aprovar = await condicao("Monitoramento de efluentes");
    const rejeitar = await condicao("Relatório de ruído");
    const [{ companyId }] = await queryCluster<{ companyId: string }>(
      cluster,
      `select company_id as "companyId" from profiles where id = ${q(me.user.id)}`,
    );
    const portal = await usuarioDoPortal(companyId, cliente.id, "Rita da Cerâmica");
    await provaDoPortal(companyId, rejeitar.id, portal, "ruido.pdf");
    const prova = await provaDoPortal(companyId, aprovar.id, portal, "laudo-efluentes.pdf");

    // The bell tells the responsible person, and its alert leads to the proof.
    await page.goto("/dashboard");
    const sino = page.getByRole("button", { name: "Alertas: 2 não lidos" });
    await expect(sino).toBeVisible();
    await sino.click();
    const alerta = page.getByRole("article", { name: "Comprovação recebida pelo portal: Monitoramento de efluentes" });
    await expect(alerta).toContainText("Cerâmica Boa Vista");
    await expect(alerta).toContainText("Enviada pelo cliente no portal; aguarda a sua análise");
    await shot(page, "sino");
    await alerta.getByRole("link", { name: "Monitoramento de efluentes" }).click();
    await expect(page).toHaveURL(new RegExp(`condicionante=${aprovar.id}&entrega=${prova}`));

    const item = page.getByRole("listitem", { name: `Comprovação de ${HOJE.split("-").reverse().join("/")}` }).first();
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
    await context.close();
  });
}

test("a licence document is hidden from the portal until the team switches 'Visível no portal' on", async ({
  browser,
}) => {
  test.setTimeout(150_000); // both sizes, each signed in
  const user = await createApprovedUserOn(cluster, "Vera Visível");
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const { context, page } = await signInOn(browser, cluster, user, viewport);
    const { licenca } = await clienteComLicenca(
      page,
      { cliente: `Olaria Vista ${viewport.width}`, projeto: "Galpão" },
      `LO-V-${viewport.width}`,
    );
    const upload = await page.request.post(`/api/licencas/${licenca.id}/documentos`, {
      headers: { origin: cluster.proxy.url },
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
    await context.close();
  }
});
