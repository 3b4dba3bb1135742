import { useId } from "react";
import { COMPROVACAO_STATUS, COMPROVACAO_STATUS_LABELS, type TComprovacaoStatus } from "@/shared/rules/condicionantes";
import { NativeSelect } from "@/web/components/ui/native-select";
import { notify } from "@/web/lib/notify";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { useUpdateComprovacaoStatus } from "./anexos-api";

/**
 * A proof's status, saved at once: on a proof of the licence panel, and on a scheduled delivery's
 * card of the conditions screen, where leaving 'Agendada' records the delivery as made.
 * `label` is the select's accessible name.
 */
export function ComprovacaoStatusSelect(props: {
  comprovacao: { id: string; statusComprovacao: TComprovacaoStatus };
  label: string;
  visibleLabel?: string;
}) {
  const { comprovacao: c } = props;
  const update = useUpdateComprovacaoStatus();
  const id = useId();
  const status = useSavingValue(c.statusComprovacao);
  const changeStatus = (statusComprovacao: TComprovacaoStatus) =>
    status.save(statusComprovacao, (done) =>
      update.mutate(
        { id: c.id, statusComprovacao },
        {
          onSuccess: () => notify.success("Status atualizado com sucesso!"),
          onError: () => notify.error("Erro ao atualizar status"),
          onSettled: done,
        },
      ),
    );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={props.visibleLabel ? "text-sm text-muted-foreground" : "sr-only"}>
        {props.visibleLabel ? (
          <>
            {props.visibleLabel}
            <span className="sr-only">{` — ${props.label}`}</span>
          </>
        ) : (
          props.label
        )}
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-40"
        value={status.value}
        disabled={status.saving}
        onChange={(e) => changeStatus(e.target.value as TComprovacaoStatus)}
      >
        {COMPROVACAO_STATUS.map((s) => (
          <option key={s} value={s}>
            {COMPROVACAO_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
