import type { UseQueryResult } from "@tanstack/react-query";
import { LoadError } from "@/web/components/load-error";

/**
 * The calendar's error (with 'Tentar novamente') or 'Carregando...' while its answer is not there;
 * `children` once it is. The month grid and the day's dialog say both alike.
 */
export function CalendarioCarregando(props: { query: UseQueryResult<unknown, Error>; children: React.ReactNode }) {
  const { query } = props;
  if (query.isError)
    return (
      <LoadError
        mensagem={`Erro ao carregar o calendário: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Carregando...
      </p>
    );
  return props.children;
}
