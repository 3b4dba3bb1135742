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
