import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { Client } from "./test-app";
import type { TImportarPrevia, TImportarResultado } from "../../shared/schemas/importar";

// Spreadsheets as people send them to the import (decision 028), and the import's two calls.

export const CLIENTES_TITULOS = [
  "Nome/Razão Social",
  "Tipo de pessoa",
  "CNPJ/CPF",
  "E-mail",
  "Telefone",
  "UF",
  "Cidade",
];
export const EMPREENDIMENTOS_TITULOS = ["Nome", "Cliente (nome ou CNPJ/CPF)", "Atividade", "UF", "Município"];
export const LICENCAS_TITULOS = [
  "Tipo",
  "Número",
  "Órgão",
  "Data de emissão",
  "Validade",
  "Empreendimento (nome)",
  "Cliente (nome ou CNPJ/CPF)",
];

/** A CSV as Excel in Brazil saves it: ';', UTF-8 with BOM (unless told otherwise). */
export function csv(linhas: string[][], opts: { bom?: boolean; sep?: string } = {}): Uint8Array {
  const sep = opts.sep ?? ";";
  const texto = linhas
    .map((l) => l.map((v) => (v.includes(sep) || v.includes('"') ? `"${v.replace(/"/g, '""')}"` : v)).join(sep))
    .join("\r\n");
  return new TextEncoder().encode(`${opts.bom === false ? "" : "\uFEFF"}${texto}\r\n`);
}

/** An XLSX whose cells keep the JavaScript types given: a number is a number cell, a Date a date cell. */
export async function xlsx(linhas: unknown[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Planilha");
  for (const l of linhas) ws.addRow(l);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export const sendPlanilha = (
  client: Client,
  tipo: string,
  etapa: "previa" | "confirmar",
  nome: string,
  bytes: Uint8Array,
) => client.postFile(`/api/importar/${tipo}/${etapa}`, "arquivo", nome, bytes);

export async function previa(client: Client, tipo: string, bytes: Uint8Array, nome = "planilha.csv") {
  const res = await sendPlanilha(client, tipo, "previa", nome, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TImportarPrevia;
}

export async function confirmPlanilha(client: Client, tipo: string, bytes: Uint8Array, nome = "planilha.csv") {
  const res = await sendPlanilha(client, tipo, "confirmar", nome, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TImportarResultado;
}
