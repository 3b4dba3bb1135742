import { useId } from "react";
import type { TEmpresa } from "@/shared/schemas/empresa";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { notify } from "@/web/lib/notify";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { acaoErrorText } from "@/web/lib/api";
import { useSalvarConfiguracoes } from "./api";

/** 'Gerais': the switch 'Apenas administradores podem excluir documentos', saved at once. */
export function GeraisTab({ empresa }: { empresa: TEmpresa }) {
  const mutation = useSalvarConfiguracoes();
  const valor = useSavingValue(empresa.apenasAdminExcluiDocumentos);
  const labelId = useId();
  const hintId = useId();
  const onChange = (apenasAdminExcluiDocumentos: boolean) =>
    !valor.saving &&
    valor.save(apenasAdminExcluiDocumentos, (done) =>
      mutation.mutate(
        { apenasAdminExcluiDocumentos },
        {
          onSuccess: () => notify.success("Configuração salva com sucesso!"),
          onError: (err) => notify.error(acaoErrorText("salvar configuração", err)),
          onSettled: done,
        },
      ),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Gerais</CardTitle>
        <CardDescription>Regras que valem para todos os usuários da empresa.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4 rounded-md border p-4">
          <div className="grid gap-1">
            <p id={labelId} className="font-medium">
              Apenas administradores podem excluir documentos
            </p>
            <p id={hintId} className="text-sm text-muted-foreground">
              {empresa.podeAlterar
                ? "Ligado: gestores e usuários não veem nem podem usar 'Excluir' nos documentos de licenças, condicionantes, comprovações e atividades. Excluir um registro inteiro continua levando seus documentos para a lixeira."
                : "Somente um administrador da empresa pode alterar esta configuração."}
            </p>
          </div>
          <Switch
            checked={valor.value}
            disabled={!empresa.podeAlterar}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            onCheckedChange={onChange}
          />
        </div>
      </CardContent>
    </Card>
  );
}
