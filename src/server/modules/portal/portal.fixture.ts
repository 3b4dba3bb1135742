// The portal's integration tests start here: Alfa Ambiental with two clients, X and Y, each with
// a project, a licence (one document shown in the portal, one not) and conditions, and a portal
// user of each; Beta Consultoria with a client of its own and its portal user.
import { eq } from "drizzle-orm";
import { clientes, licencaDocumentos, profiles, userRoles } from "../../db/schema";
import { createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import type { Client } from "../../test/test-app";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../../shared/schemas/licencas";
import type { TCondicionante } from "../../../shared/schemas/condicionantes";
import { novaLicenca } from "../condicionantes/anexos.fixture";

// 02:30 UTC on 10 March is still 9 March in São Paulo.
export const NOW = "2026-03-10T02:30:00.000Z";
export const TODAY = "2026-03-09";

/**
 * A portal user of `clienteId`: signed up and confirmed, then given the client's company, the
 * client and one 'cliente' role directly (the invitation's outcome, as a setup shortcut).
 */
export async function usuarioDoPortal(t: TestApp, email: string, companyId: string, clienteId: string) {
  const u = await signUpAndConfirm(t, email, `Pessoa ${email}`);
  await t.database.db.update(profiles).set({ companyId, clienteId }).where(eq(profiles.id, u.userId));
  await t.database.db.insert(userRoles).values({ userId: u.userId, role: "cliente" });
  return u;
}

/** A client's licence with two conditions (one open, one concluded) and two documents (one shown in the portal). */
async function clienteComLicenca(t: TestApp, staff: Client, nome: string, numero: string) {
  const licenca = await novaLicenca(staff, nome, `Unidade ${nome}`, numero);
  const aberta = await postJson<TCondicionante>(staff, `/api/licencas/${licenca.id}/condicionantes`, {
    nome: `Laudo de ruído ${nome}`,
    descricao: "Apresentar laudo de ruído semestral",
    status: "pendente",
    dataPrazo: "2026-03-20",
  });
  const concluida = await postJson<TCondicionante>(staff, `/api/licencas/${licenca.id}/condicionantes`, {
    nome: `Plano de resíduos ${nome}`,
    descricao: "Apresentar o PGRS",
    status: "concluida",
    dataPrazo: "2026-01-10",
    dataEntrega: "2026-01-05",
  });
  const docs: TLicencaDocumento[] = [];
  for (const arquivo of ["licenca.pdf", "parecer-interno.pdf"]) {
    const res = await staff.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", arquivo, pdfBytes(arquivo));
    docs.push((await res.json()) as TLicencaDocumento);
  }
  // The licence itself is for the client; the agency's internal opinion is not.
  await t.database.db
    .update(licencaDocumentos)
    .set({ visivelPortal: true })
    .where(eq(licencaDocumentos.id, docs[0].id));
  return { licenca, aberta, concluida, visivel: docs[0], oculto: docs[1] };
}

export type TClienteDoPortal = Awaited<ReturnType<typeof clienteComLicenca>> & {
  clienteId: string;
  empreendimentoId: string;
  pessoa: TSignedIn;
};

async function comPortal(t: TestApp, staff: Client, companyId: string, nome: string, numero: string, email: string) {
  const dados = await clienteComLicenca(t, staff, nome, numero);
  const licenca: TLicencaDetalhe = dados.licenca;
  const pessoa = await usuarioDoPortal(t, email, companyId, licenca.cliente.id);
  return { ...dados, clienteId: licenca.cliente.id, empreendimentoId: licenca.empreendimento.id, pessoa };
}

export async function setupPortal() {
  const clock = testClock(NOW);
  const t = await createTestApp({ clock: clock.clock });
  const { ana, alfaId, bia, betaId } = await duasEmpresas(t);
  const x = await comPortal(t, ana.client, alfaId, "Cerâmica Xavier", "LO-X-1", "xavier@cliente.example.com");
  const y = await comPortal(t, ana.client, alfaId, "Mineração Ypê", "LO-Y-1", "ype@cliente.example.com");
  const z = await comPortal(t, bia.client, betaId, "Curtume Zeta", "LO-Z-1", "zeta@cliente.example.com");
  return { t, clock, ana, alfaId, bia, betaId, x, y, z };
}

export type TPortalFixture = Awaited<ReturnType<typeof setupPortal>>;

export const desligarPortalDoCliente = (t: TestApp, clienteId: string) =>
  t.database.db.update(clientes).set({ portalAtivo: false }).where(eq(clientes.id, clienteId));
