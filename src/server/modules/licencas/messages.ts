// The licences' not-found message, here so that other modules (conditions) can answer it
// without importing the licences' services. Imports nothing, so it can never close a cycle.

export const LICENCA_NOT_FOUND = "Licença não encontrada.";
