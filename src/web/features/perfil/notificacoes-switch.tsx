import { useId } from "react";
import { Link } from "react-router";
import { Switch } from "@/web/components/ui/switch";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { useSalvarNotificacoes } from "./api";

/** 'Receber o resumo diário de alertas por e-mail': the user's own choice, saved at once. */
export function NotificacoesSwitch({ alertasEmail }: { alertasEmail: boolean }) {
  const mutation = useSalvarNotificacoes();
  const valor = useSavingValue(alertasEmail);
  const labelId = useId();
  const hintId = useId();
  const onChange = (novo: boolean) =>
    !valor.saving &&
    valor.save(novo, (done) =>
      mutation.mutate(
        { alertasEmail: novo },
        {
          onSuccess: () =>
            notify.success(novo ? "Resumo diário por e-mail ativado." : "Resumo diário por e-mail desativado."),
          onError: (err) => notify.error(acaoErrorText("salvar a preferência de e-mail", err)),
          onSettled: done,
        },
      ),
    );

  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-4 rounded-md border p-4">
        <div className="grid gap-1">
          <p id={labelId} className="font-medium">
            Receber o resumo diário de alertas por e-mail
          </p>
          <p id={hintId} className="text-sm text-muted-foreground">
            Um e-mail por dia, só quando houver alertas, com os prazos agrupados por urgência e o link de cada item.
          </p>
        </div>
        <Switch checked={valor.value} aria-labelledby={labelId} aria-describedby={hintId} onCheckedChange={onChange} />
      </div>
      <p className="text-sm text-muted-foreground">
        Os alertas também aparecem no sino, no topo da tela, e em{" "}
        <Link to="/alertas" className="font-medium text-foreground underline underline-offset-4">
          Alertas
        </Link>
        , com ou sem e-mail.
      </p>
    </div>
  );
}
