/**
 * The root query key of every domain, and the keys of the choices ('opções') several screens
 * share. A feature builds its own keys under its root; a feature that must refresh another's data
 * (a new project changes its client's count) invalidates that root from here, never a literal and
 * never by importing the other feature.
 */
export const rootKeys = {
  clientes: ["clientes"],
  empreendimentos: ["empreendimentos"],
  licencas: ["licencas"],
  condicionantes: ["condicionantes"],
  dashboard: ["dashboard"],
  calendario: ["calendario"],
  atividades: ["atividades"],
  licencaTipos: ["licenca-tipos"],
  lixeira: ["lixeira"],
  // A delete's confirmation, apart from the bin's root: a delete refreshes the bin, and the
  // confirmation still open must not be asked again for the record that has just gone (404).
  exclusao: ["exclusao"],
  checklists: ["checklists"],
  obrigacoes: ["obrigacoes"],
  usuarios: ["usuarios"],
  alertas: ["alertas"],
} as const;

// Each under its domain's root, so anything that changes a client or project refreshes them too.
export const opcoesKeys = {
  clientes: (q: string) => [...rootKeys.clientes, "opcoes", q] as const,
  empreendimentos: (clienteId: string) => [...rootKeys.empreendimentos, "opcoes", clienteId] as const,
  empreendimentoBusca: (q: string, incluir: string) => [...rootKeys.empreendimentos, "busca", q, incluir] as const,
  licencas: (q: string) => [...rootKeys.licencas, "opcoes", q] as const,
  responsaveis: () => [...rootKeys.usuarios, "responsaveis"] as const,
};
