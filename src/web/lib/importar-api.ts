import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFormatoPlanilha, TImportarPrevia, TImportarResultado, TTipoImportacao } from "@/shared/schemas/importar";
import { ApiError } from "./api";
import { rootKeys } from "./query-keys";
import { rememberServerToday, todayHeader } from "./server-today";

// The spreadsheet import (decision 028), shared by the clients', projects' and licences' screens.

export const modeloUrl = (tipo: TTipoImportacao, formato: TFormatoPlanilha) =>
  `/api/importar/${tipo}/modelo?formato=${formato}`;

/** The confirmation refused because of rows with errors: the preview that shows them rides along. */
export class ImportacaoRecusada extends ApiError {
  constructor(
    message: string,
    readonly previa: TImportarPrevia,
  ) {
    super(400, message);
  }
}

const SEM_CONEXAO = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";

async function enviarPlanilha<T>(tipo: TTipoImportacao, etapa: "previa" | "confirmar", arquivo: File): Promise<T> {
  const body = new FormData();
  body.append("arquivo", arquivo, arquivo.name);
  let res: Response;
  try {
    res = await fetch(`/api/importar/${tipo}/${etapa}`, { method: "POST", credentials: "same-origin", body });
  } catch {
    throw new ApiError(0, SEM_CONEXAO);
  }
  rememberServerToday(todayHeader(res));
  const data = (await res.json().catch(() => null)) as
    (T & { error?: undefined }) | { error: { message: string }; previa?: TImportarPrevia } | null;
  if (res.ok && data) return data as T;
  const message = data?.error?.message ?? SEM_CONEXAO;
  if (data && "previa" in data && data.previa) throw new ImportacaoRecusada(message, data.previa);
  throw new ApiError(res.status, message);
}

export const previaImportacao = (tipo: TTipoImportacao, arquivo: File) =>
  enviarPlanilha<TImportarPrevia>(tipo, "previa", arquivo);

/** What an import changes on other screens: its own list, and the counts and dates that include it. */
const AFETADOS: Record<TTipoImportacao, (keyof typeof rootKeys)[]> = {
  clientes: ["clientes", "dashboard"],
  empreendimentos: ["empreendimentos", "clientes", "dashboard"],
  licencas: ["licencas", "empreendimentos", "dashboard", "calendario"],
};

export function useConfirmarImportacao(tipo: TTipoImportacao) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arquivo: File) => enviarPlanilha<TImportarResultado>(tipo, "confirmar", arquivo),
    onSuccess: () => Promise.all(AFETADOS[tipo].map((k) => qc.invalidateQueries({ queryKey: rootKeys[k] }))),
  });
}
