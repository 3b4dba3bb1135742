export * from "./auth";
export * from "./empresas";
