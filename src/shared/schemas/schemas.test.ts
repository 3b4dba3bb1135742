import { describe, expect, it } from "vitest";
import type { z } from "./zod-pt-br";
import { ZCompanySchema } from "./admin";
import { ZResendConfirmationSchema, ZSignInSchema, ZSignUpSchema } from "./auth";
import { ZCalendarioQuerySchema } from "./calendario";
import { ZClienteSchema, ZClientesQuerySchema } from "./clientes";
import { ZComprovacaoSchema, ZCondicionanteSchema, ZPeriodicidadeSchema, ZStatusSchema } from "./condicionantes";
import { ZEmpreendimentoSchema } from "./empreendimentos";
import { ZLicencaSchema } from "./licencas";

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("messages where a schema says nothing of its own", () => {
  it("are Brazilian Portuguese, not zod's English", () => {
    expect(messages(ZClienteSchema, [])).toEqual([": Valor inválido: informe um objeto."]);
    expect(messages(ZCondicionanteSchema, { nome: "N", descricao: "D", status: "pendente", aprovada: "sim" })).toEqual([
      "aprovada: Valor inválido: informe verdadeiro ou falso.",
    ]);
  });

  it("leave the spec's own messages as they are", () => {
    expect(messages(ZClienteSchema, {})).toEqual(["nome: Nome é obrigatório"]);
    expect(messages(ZSignInSchema, { email: "x", password: "" })).toEqual([
      "email: E-mail inválido",
      "password: Senha é obrigatória",
    ]);
  });
});

describe("text fields have a maximum length", () => {
  const long = (n: number) => "a".repeat(n);
  it.each([
    ["email", ZSignUpSchema, { fullName: "Ana", email: `${long(250)}@x.com`, password: "senha-123" }],
    ["fullName", ZSignUpSchema, { fullName: long(201), email: "a@x.com", password: "senha-123" }],
    ["password", ZSignInSchema, { email: "a@x.com", password: long(129) }],
    ["email", ZResendConfirmationSchema, { email: `${long(100_000)}@x.com` }],
    ["email", ZClienteSchema, { nome: "Ana", email: `${long(100_000)}@x.com` }],
    ["telefone", ZClienteSchema, { nome: "Ana", telefone: long(31) }],
    ["cnpj", ZClienteSchema, { nome: "Ana", cnpj: long(31) }],
    ["cidade", ZClientesQuerySchema, { cidade: long(101) }],
    ["cnpj", ZCompanySchema, { name: "Empresa", cnpj: long(31) }],
    ["clienteId", ZEmpreendimentoSchema, { nome: "Obra", clienteId: long(101) }],
    ["observacoes", ZComprovacaoSchema, { dataEntrega: "2026-03-01", observacoes: long(2001) }],
  ])("refuses an over-long %s", (field, schema, input) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(field);
  });
});

describe("date fields", () => {
  const licenca = { clienteId: "c", empreendimentoId: "e", tipo: "LO", numero: "1", orgao: "CETESB" };
  const condicionante = { nome: "N", descricao: "D", status: "concluida" };
  const periodicidade = { tipo: "mensal", intervalo: 1, dataInicio: "2026-01-01", dataFim: "2026-12-31" };
  it.each([
    [ZLicencaSchema, { ...licenca, validadeDate: "2026-02-30" }],
    [ZLicencaSchema, { ...licenca, emissaoDate: "31/04/2026" }],
    [ZCondicionanteSchema, { ...condicionante, dataPrazo: "2026-02-29", dataEntrega: "2026-03-01" }],
    [ZStatusSchema, { status: "concluida", dataEntrega: "2026-13-01" }],
    [ZComprovacaoSchema, { dataEntrega: "2026-02-30" }],
    [ZPeriodicidadeSchema, { ...periodicidade, dataFim: "2026-02-30" }],
    [ZCalendarioQuerySchema, { de: "2026-02-30" }],
  ])("refuse a day that does not exist (%#)", (schema, input) => {
    expect((schema as z.ZodType).safeParse(input).success).toBe(false);
    const valid = JSON.parse(
      JSON.stringify(input).replace(/2026-02-3\d|31\/04\/2026|2026-02-29|2026-13-01/, "2026-02-28"),
    );
    expect((schema as z.ZodType).safeParse(valid).success).toBe(true);
  });
});

describe("a licence's dates", () => {
  it("refuse a validity before the emission, under 'Validade', even while other fields are still empty", () => {
    const sem = { clienteId: "", empreendimentoId: "e", tipo: "LO", numero: "1", orgao: "IMA" };
    expect(messages(ZLicencaSchema, { ...sem, emissaoDate: "10/05/2026", validadeDate: "09/05/2026" })).toEqual([
      "clienteId: Empresa é obrigatória",
      "validadeDate: A data de validade não pode ser anterior à data de emissão.",
    ]);
    const licenca = { ...sem, clienteId: "c" };
    expect(messages(ZLicencaSchema, { ...licenca, emissaoDate: "2026-05-10", validadeDate: "2026-05-10" })).toEqual([]);
    expect(messages(ZLicencaSchema, { ...licenca, emissaoDate: "10/05/2026", validadeDate: "" })).toEqual([]);
    expect(messages(ZLicencaSchema, null)).toEqual([": Valor inválido: informe um objeto."]);
  });
});
