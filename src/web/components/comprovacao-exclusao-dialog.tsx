import { formatIsoDate } from "@/shared/rules/datas";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { notify } from "@/web/lib/notify";

/** What the confirmation says of a proof: its date and how many documents go with it. */
interface TComprovacaoExcluida {
  id: string;
  dataEntrega: string;
  documentos: unknown[];
}

/**
 * 'Confirmar Exclusão' of a proof (a condition's or a due date's): deleting it takes its
 * documents, rows and files, with it, and the question says how many.
 */
export function ComprovacaoExclusaoDialog(props: {
  comprovacao: TComprovacaoExcluida | null;
  /** The domain's delete mutation, by the proof's id. */
  excluir: {
    isPending: boolean;
    mutate: (
      id: string,
      handlers: { onSuccess: () => void; onError: (err: Error) => void; onSettled: () => void },
    ) => void;
  };
  sucesso: string;
  erro: (err: Error) => string;
  onClose: () => void;
}) {
  const { comprovacao, excluir } = props;
  const onConfirm = () =>
    comprovacao &&
    excluir.mutate(comprovacao.id, {
      onSuccess: () => notify.success(props.sucesso),
      onError: (err) => notify.error(props.erro(err)),
      onSettled: props.onClose,
    });
  const docs = comprovacao?.documentos.length ?? 0;
  return (
    <ConfirmDialog
      open={comprovacao !== null}
      title="Confirmar Exclusão"
      confirmLabel="Excluir"
      busy={excluir.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    >
      {`Tem certeza que deseja excluir a comprovação de ${formatIsoDate(comprovacao?.dataEntrega)}`}
      {docs > 0 && ` e ${docs === 1 ? "seu documento" : `seus ${docs} documentos`}`}? Esta ação não pode ser desfeita.
    </ConfirmDialog>
  );
}
