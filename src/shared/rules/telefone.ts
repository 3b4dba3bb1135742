// Brazilian phone numbers: DDD + 8 digits (landline) or 9 digits (mobile).

export const normalizeTelefone = (value: string) => value.replace(/\D/g, "");

export const isValidTelefone = (value: string) => /^[1-9]{2}9?\d{8}$/.test(normalizeTelefone(value));

/** Applies "(49) 3322-4455" / "(49) 99988-7766" while the user types. */
export function maskTelefone(input: string): string {
  const d = normalizeTelefone(input).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : "";
  const split = d.length === 11 ? 7 : 6;
  const rest = d.length > split ? `${d.slice(2, split)}-${d.slice(split)}` : d.slice(2);
  return `(${d.slice(0, 2)}) ${rest}`;
}

export const formatTelefone = (value: string | null | undefined) => (value ? maskTelefone(value) : "");
