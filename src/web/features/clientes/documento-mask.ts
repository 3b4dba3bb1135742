import { maskCnpj, normalizeDocumento } from "@/shared/rules/documento";
import type { TTipoPessoa } from "@/shared/schemas/clientes";

/**
 * Masks a CPF while the text has at most 11 digits (000.000.000-00) and a CNPJ beyond that,
 * or as soon as a letter appears (the alphanumeric CNPJ).
 */
export function maskDocumento(input: string): string {
  const c = normalizeDocumento(input).slice(0, 14);
  if (c.length > 11 || /[A-Z]/.test(c)) return maskCnpj(c);
  const parts = [c.slice(0, 3), c.slice(3, 6), c.slice(6, 9), c.slice(9, 11)];
  let out = parts[0];
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}

/** The kind of person a typed document implies (CPF: física; CNPJ: jurídica), or null when empty. */
export function tipoFromDocumento(value: string | null | undefined): TTipoPessoa | null {
  const c = normalizeDocumento(value ?? "");
  if (!c) return null;
  return c.length <= 11 && !/[A-Z]/.test(c) ? "fisica" : "juridica";
}
