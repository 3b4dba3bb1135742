import type { TComprovacao } from "@/shared/schemas/condicionantes";
import { RevisaoAcoes as Acoes } from "@/web/components/revisao-comprovacao";
import { useAprovarComprovacao, useRejeitarComprovacao } from "./anexos-api";

// The review of a condition's proof sent from the Portal do Empreendedor (decision 044): the
// shared buttons and dialog (components/revisao-comprovacao.tsx) on this condition's routes.

export { MotivoRejeicao, PortalOrigem } from "@/web/components/revisao-comprovacao";

/** 'Aprovar' and 'Rejeitar' on a portal proof still 'Em Análise'; `data` names it for screen readers. */
export function RevisaoAcoes({ comprovacao, data }: { comprovacao: TComprovacao; data: string }) {
  const aprovar = useAprovarComprovacao();
  const rejeitar = useRejeitarComprovacao();
  return (
    <Acoes
      data={data}
      aprovando={aprovar.isPending}
      rejeitando={rejeitar.isPending}
      aprovar={() =>
        aprovar
          .mutateAsync(comprovacao.id)
          .then((r) =>
            r.condicionante.status === "concluida"
              ? "Comprovação aprovada. A condicionante foi concluída."
              : "Comprovação aprovada com sucesso!",
          )
      }
      rejeitar={(motivo) => rejeitar.mutateAsync({ id: comprovacao.id, motivo })}
    />
  );
}
