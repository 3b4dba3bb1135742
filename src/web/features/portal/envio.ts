import { PORTAL_ARQUIVOS_MAX, PORTAL_OBSERVACOES_MAX } from "@/shared/schemas/portal";
import { arquivoProblem } from "@/web/lib/upload";

// What 'Enviar comprovação' checks before sending, to spare a doomed upload: the server checks
// the same (and each file's type by its content) whatever this says.

export interface TProblemasDoEnvio {
  arquivos?: string;
  observacoes?: string;
}

export function problemasDoEnvio(arquivos: readonly File[], observacoes: string): TProblemasDoEnvio {
  const problemas: TProblemasDoEnvio = {};
  if (arquivos.length === 0) problemas.arquivos = "Selecione pelo menos um arquivo.";
  else if (arquivos.some((f) => arquivoProblem(f))) problemas.arquivos = "Remova os arquivos marcados antes de enviar.";
  else if (arquivos.length > PORTAL_ARQUIVOS_MAX)
    problemas.arquivos = `Envie no máximo ${PORTAL_ARQUIVOS_MAX} arquivos.`;
  if (observacoes.trim().length > PORTAL_OBSERVACOES_MAX)
    problemas.observacoes = `Máximo de ${PORTAL_OBSERVACOES_MAX} caracteres`;
  return problemas;
}
