// The documents' not-found message, shared by the generic documents and the licences' own.
// Imports nothing, so any module can use it without a cycle.

export const DOC_NOT_FOUND = "Documento não encontrado.";
