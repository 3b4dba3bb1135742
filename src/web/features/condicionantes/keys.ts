// Query keys of the conditions domain, shared by the licence panel and the conditions screen.
// Every condition, proof or document mutation invalidates `all` (and the licences' lists,
// whose rows count documents), so both screens stay in step.
export const condicionantesKeys = {
  all: ["condicionantes"] as const,
  daLicenca: (licencaId: string) => ["condicionantes", "licenca", licencaId] as const,
  detail: (id: string) => ["condicionantes", "detail", id] as const,
  secoes: (params: object) => ["condicionantes", "secoes", params] as const,
};
