// CPF and CNPJ check-digit rules. CNPJ accepts the alphanumeric form of IN RFB 2.229/2024:
// 12 characters of [0-9A-Z] followed by 2 numeric check digits, each character weighing its
// ASCII code minus 48 (so digits keep their value and 'A' weighs 17).

const charValue = (ch: string) => ch.charCodeAt(0) - 48;

/** Uppercases and strips the mask characters; keeps letters so alphanumeric CNPJs survive. */
export function normalizeDocumento(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

function mod11Digit(chars: string, weights: number[]): number {
  const sum = [...chars].reduce((acc, ch, i) => acc + charValue(ch) * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeDocumento(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d1 = mod11Digit(cpf.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(cpf.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return cpf.endsWith(`${d1}${d2}`);
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocumento(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const d1 = mod11Digit(cnpj.slice(0, 12), CNPJ_WEIGHTS_1);
  const d2 = mod11Digit(cnpj.slice(0, 13), CNPJ_WEIGHTS_2);
  return cnpj.endsWith(`${d1}${d2}`);
}

/** Appends the two check digits to a 12-character CNPJ base (demo data, tests). */
export function completeCnpj(base12: string): string {
  const d1 = mod11Digit(base12, CNPJ_WEIGHTS_1);
  return `${base12}${d1}${mod11Digit(`${base12}${d1}`, CNPJ_WEIGHTS_2)}`;
}

/** Appends the two check digits to a 9-digit CPF base (demo data, tests). */
export function completeCpf(base9: string): string {
  const d1 = mod11Digit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base9}${d1}${mod11Digit(`${base9}${d1}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}

export function formatCnpj(value: string): string {
  const c = normalizeDocumento(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

export function formatCpf(value: string): string {
  const c = normalizeDocumento(value);
  if (c.length !== 11) return value;
  return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
}

/** Formats a stored CPF (11) or CNPJ (14), leaving anything else as it is. */
export function formatDocumento(value: string | null | undefined): string {
  if (!value) return "";
  const c = normalizeDocumento(value);
  return c.length === 11 ? formatCpf(c) : c.length === 14 ? formatCnpj(c) : value;
}

/** Applies the CNPJ mask while the user types (letters allowed in the first 12 positions). */
export function maskCnpj(input: string): string {
  const c = normalizeDocumento(input).slice(0, 14);
  const parts = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12, 14)];
  let out = parts[0];
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

// ---------- a CPF or CNPJ read from a spreadsheet ----------

export type TTipoDocumento = "cpf" | "cnpj";

/** One valid document a cell may stand for; `completado` when zeros were put back in front. */
export interface TLeituraDocumento {
  documento: string;
  tipo: TTipoDocumento;
  completado: boolean;
}

const tipoDe = (doc: string): TTipoDocumento => (doc.length === 11 ? "cpf" : "cnpj");

/**
 * Every valid CPF or CNPJ a cell may hold: as typed, and — for a bare number — left-padded to 11
 * (CPF) or 14 (CNPJ) digits, since a number cell drops leading zeros (00.000.000/0001-91 → 191).
 * A masked value never lost its zeros, so only digits-only text is padded. A number of up to nine
 * digits is valid as both or as neither: the weights of the last nine positions are the same in
 * the two rules, so the check digits cannot tell them apart (decision 028).
 */
export function leiturasDocumento(valor: string): TLeituraDocumento[] {
  const texto = valor.trim();
  const doc = normalizeDocumento(texto);
  const leituras: TLeituraDocumento[] = [];
  if (doc.length === 11 ? isValidCpf(doc) : isValidCnpj(doc)) {
    leituras.push({ documento: doc, tipo: tipoDe(doc), completado: false });
  }
  if (!/^\d+$/.test(texto)) return leituras;
  if (texto.length < 11 && isValidCpf(texto.padStart(11, "0"))) {
    leituras.push({ documento: texto.padStart(11, "0"), tipo: "cpf", completado: true });
  }
  if (texto.length < 14 && isValidCnpj(texto.padStart(14, "0"))) {
    leituras.push({ documento: texto.padStart(14, "0"), tipo: "cnpj", completado: true });
  }
  return leituras;
}

/**
 * Which reading a cell means. The kind of person, when the row states it, picks its kind; else the
 * value as typed wins over a padded one; two padded readings with nothing to choose between them
 * are `ambiguas` (never a guess about someone's identity). None: not a document.
 */
export function escolherLeitura(
  leituras: TLeituraDocumento[],
  tipo?: TTipoDocumento,
): { leitura: TLeituraDocumento } | { ambiguas: TLeituraDocumento[] } | null {
  const doTipo = tipo ? leituras.filter((l) => l.tipo === tipo) : [];
  if (doTipo.length) return { leitura: doTipo[0] };
  const exata = leituras.find((l) => !l.completado);
  if (exata) return { leitura: exata };
  if (leituras.length > 1) return { ambiguas: leituras };
  return leituras.length ? { leitura: leituras[0] } : null;
}
