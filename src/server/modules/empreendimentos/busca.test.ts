// The company-wide project choice (GET /api/empreendimentos/busca) that the checklists and the
// reports share: by name, searched by project or client name, at most 50, the current choice
// always listed, never another company's project. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { EMPREENDIMENTO_BUSCA_MAX, type TEmpreendimentoBuscaOpcao } from "../../../shared/schemas/empreendimentos";
import { NO_COMPANY, NO_SESSION, UNKNOWN_ID, duasEmpresas } from "../../test/duas-empresas";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let forno: { id: string }; // Alfa's, client 'Cerâmica São José'
let patio: { id: string }; // Alfa's, same client
let granja: { id: string }; // Alfa's, client 'Agro Vale'
let lavra: { id: string }; // Beta's: a lookalike of Alfa's names

const projeto = (client: Client, nome: string, clienteId: string) =>
  postJson<{ id: string }>(client, "/api/empreendimentos", { nome, clienteId });

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, bia, pendente } = await duasEmpresas(t));

  const ceramica = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  const agro = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Agro Vale" });
  patio = await projeto(ana.client, "Pátio de Argila", ceramica.id);
  forno = await projeto(ana.client, "Forno Túnel", ceramica.id);
  granja = await projeto(ana.client, "Granja Boa Esperança", agro.id);
  const daBeta = await postJson<{ id: string }>(bia.client, "/api/clientes", { nome: "Cerâmica da Beta" });
  lavra = await projeto(bia.client, "Forno da Beta", daBeta.id);
});
afterAll(() => t.close());

const busca = (query = "", client = ana.client) =>
  getJson<TEmpreendimentoBuscaOpcao[]>(client, `/api/empreendimentos/busca${query}`);
const nomes = async (query: string) => (await busca(query)).map((o) => o.nome);

describe("the company-wide project choice", () => {
  it("lists the company's projects by name, each with its client, never another company's", async () => {
    expect(await busca()).toEqual([
      { id: forno.id, nome: "Forno Túnel", cliente: "Cerâmica São José" },
      { id: granja.id, nome: "Granja Boa Esperança", cliente: "Agro Vale" },
      { id: patio.id, nome: "Pátio de Argila", cliente: "Cerâmica São José" },
    ]);
    expect(await busca("", bia.client)).toEqual([{ id: lavra.id, nome: "Forno da Beta", cliente: "Cerâmica da Beta" }]);
  });

  it.each([
    ["the project's name without accents", "?q=patio", ["Pátio de Argila"]],
    ["the project's name in capitals", "?q=FORNO", ["Forno Túnel"]],
    ["the client's name", "?q=ceramica", ["Forno Túnel", "Pátio de Argila"]],
    ["the client's name with accents", "?q=Agro%20Vale", ["Granja Boa Esperança"]],
    ["text no project or client has", "?q=inexistente", []],
  ])("searches by %s", async (_case, query, esperado) => {
    expect(await nomes(query)).toEqual(esperado);
  });

  it("keeps the current choice listed, first, whatever the search", async () => {
    expect(await nomes(`?q=patio&incluir=${forno.id}`)).toEqual(["Forno Túnel", "Pátio de Argila"]);
    // Already among the matches: listed once, in its place.
    expect(await nomes(`?q=ceramica&incluir=${patio.id}`)).toEqual(["Forno Túnel", "Pátio de Argila"]);
  });

  it.each([
    ["another company's project", () => lavra.id],
    ["an unknown project", () => UNKNOWN_ID],
    ["a malformed id", () => "nao-e-um-uuid"],
  ])("never includes %s", async (_case, id) => {
    expect(await nomes(`?q=patio&incluir=${id()}`)).toEqual(["Pátio de Argila"]);
  });

  it("answers at most 50 by name, plus the current choice when it is beyond them", async () => {
    const outra = await signUpAndConfirm(t, "grande@gama.example.com", "Gil Gama");
    await approveDirectly(t, outra.userId, "admin", "Gama Grande");
    const cliente = await postJson<{ id: string }>(outra.client, "/api/clientes", { nome: "Cliente Grande" });
    const criados: { id: string }[] = [];
    for (let i = 1; i <= EMPREENDIMENTO_BUSCA_MAX + 2; i++)
      criados.push(await projeto(outra.client, `Obra ${String(i).padStart(2, "0")}`, cliente.id));
    const primeiros = await busca("", outra.client);
    expect(primeiros).toHaveLength(EMPREENDIMENTO_BUSCA_MAX);
    expect(primeiros.at(-1)?.nome).toBe(`Obra ${EMPREENDIMENTO_BUSCA_MAX}`);
    const ultimo = criados.at(-1)!;
    const comEscolha = await busca(`?incluir=${ultimo.id}`, outra.client);
    expect(comEscolha).toHaveLength(EMPREENDIMENTO_BUSCA_MAX + 1);
    expect(comEscolha[0]).toEqual({ id: ultimo.id, nome: "Obra 52", cliente: "Cliente Grande" });
  });

  it("refuses a search longer than 200 characters with 400", async () => {
    await expectError(
      await ana.client.get(`/api/empreendimentos/busca?q=${"a".repeat(201)}`),
      400,
      "Busca muito longa.",
    );
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    await expectError(await new Client(t.app).get("/api/empreendimentos/busca"), 401, NO_SESSION);
    await expectError(await pendente.client.get("/api/empreendimentos/busca"), 403, NO_COMPANY);
  });
});
