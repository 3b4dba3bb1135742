export * from "./auth";
export * from "./empresas";
export * from "./clientes";
export * from "./empreendimentos";
export * from "./licencas";
export * from "./condicionantes";
export * from "./checklists";
export * from "./rate-limits";
