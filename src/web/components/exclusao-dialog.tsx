import { useQuery } from "@tanstack/react-query";
import type { TLixeiraTipo } from "@/shared/schemas/lixeira";
import { isAdminRole } from "@/shared/rules/gate";
import { registroComArtigo, textoExclusao } from "@/shared/rules/lixeira";
import { useMe } from "@/web/lib/auth";
import { exclusaoQueryOptions } from "@/web/lib/exclusao-api";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * The confirmation of a delete into the bin: it says exactly what goes with the record ('3
 * condicionantes, 13 entregas agendadas, 5 documentos'), counted by the server when it opens,
 * and for how long it can be restored. When the server would refuse the delete (a project with
 * licences) it says why, and there is nothing to confirm.
 */
export function ExclusaoDialog(props: {
  /** The record to delete, or null while closed. */
  registro: { id: string; titulo: string } | null;
  tipo: TLixeiraTipo;
  title: string;
  /** Each screen's own verb: 'excluir', 'deletar', 'remover'. */
  verbo: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { registro } = props;
  const { data: me } = useMe();
  const exclusao = useQuery({
    ...exclusaoQueryOptions(props.tipo, registro?.id ?? ""),
    enabled: registro !== null,
  });
  const bloqueio = exclusao.data?.bloqueio ?? null;

  let texto: string;
  if (!registro) texto = "";
  else if (bloqueio) texto = bloqueio;
  else if (exclusao.data) {
    texto = textoExclusao({
      tipo: props.tipo,
      titulo: registro.titulo,
      itens: exclusao.data.itens,
      verbo: props.verbo,
      administrador: isAdminRole(me?.roles ?? []),
    });
  } else if (exclusao.isError) {
    texto =
      `Tem certeza que deseja ${props.verbo} ${registroComArtigo(props.tipo, registro.titulo)}? ` +
      "Não foi possível contar o que irá junto para a Lixeira.";
  } else texto = "Verificando o que será excluído junto...";

  return (
    <ConfirmDialog
      open={registro !== null}
      title={props.title}
      confirmLabel={props.confirmLabel}
      busy={props.busy}
      // Confirmed only once the user could read what goes along (or that it could not be counted).
      confirmDisabled={Boolean(bloqueio) || (exclusao.isPending && !exclusao.isError)}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      {texto}
    </ConfirmDialog>
  );
}
