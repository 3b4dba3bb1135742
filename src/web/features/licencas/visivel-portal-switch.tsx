import { useId } from "react";
import type { TLicencaDocumento } from "@/shared/schemas/licencas";
import { Switch } from "@/web/components/ui/switch";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { useVisivelPortal } from "./api";

/** 'Visível no portal' of one licence document (off by default), saved at once. */
export function VisivelPortalSwitch({ licencaId, documento }: { licencaId: string; documento: TLicencaDocumento }) {
  const id = useId();
  const update = useVisivelPortal();
  const value = useSavingValue(documento.visivelPortal);
  const onChange = (visivelPortal: boolean) =>
    value.save(visivelPortal, (done) =>
      update.mutate(
        { licencaId, docId: documento.id, visivelPortal },
        {
          onSuccess: () =>
            notify.success(visivelPortal ? "Documento visível no portal do cliente." : "Documento oculto do portal."),
          onError: (err) => notify.error(acaoErrorText("alterar a visibilidade no portal", err)),
          onSettled: done,
        },
      ),
    );
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={value.value}
        disabled={value.saving}
        onCheckedChange={onChange}
        aria-label={`Visível no portal: ${documento.nome}`}
      />
      <label htmlFor={id} className="text-sm text-muted-foreground" aria-hidden>
        Visível no portal
      </label>
    </div>
  );
}
