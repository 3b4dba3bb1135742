import type { TActivityClass } from "../rules/dashboard";

/** GET /api/dashboard: everything the dashboard's first paint needs, in one answer. */
export interface TDashboard {
  /** The company's name, shown after 'Dashboard'. */
  empresa: string;
  /** Part 1 §7 "Dashboard counts"; registros = clientes + empreendimentos (part 1 §9). */
  contadores: {
    clientes: number;
    empreendimentos: number;
    licencas: number;
    /** Conditions with status 'pendente'. */
    condicionantesPendentes: number;
    registros: number;
  };
  /** Part 1 §7 "Recent activities": at most 5, newest first. */
  atividades: TAtividadeRecente[];
  conformidade: {
    /** Rounded percentage of licences valid today among those with an expiry; 100 when none. */
    taxa: number;
    licencasComValidade: number;
    /** Licences whose expiry is today or later (a licence expiring today is still valid). */
    licencasValidas: number;
    /** Licences expiring from today up to today + 30 days. */
    renovacoesProximas: number;
  };
}

export interface TAtividadeRecente {
  /** 'licenca:{id}' or 'condicionante:{id}'. */
  id: string;
  classe: TActivityClass;
  texto: string;
  /** ISO instant (licence created, condition updated); the browser shows it as 'há N …'. */
  data: string;
}
