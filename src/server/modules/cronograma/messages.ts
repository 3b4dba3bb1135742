// The schedule's not-found messages. Imports nothing, so any module can use them without a cycle.

export const ATIVIDADE_NOT_FOUND = "Atividade não encontrada.";
export const EMPREENDIMENTO_NOT_FOUND = "Empreendimento não encontrado.";
