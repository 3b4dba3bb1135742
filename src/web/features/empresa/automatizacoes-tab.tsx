import { useState } from "react";
import {
  ANTECEDENCIAS_LICENCA_PADRAO,
  ANTECEDENCIAS_MAXIMO_ITENS,
  ANTECEDENCIAS_PRAZO_PADRAO,
  comPrazoLegal,
} from "@/shared/rules/alertas";
import { PRAZO_LEGAL_RENOVACAO_DIAS } from "@/shared/rules/licenca-status";
import { ANTECEDENCIAS_VAZIAS, PRAZO_LEGAL_SEMPRE, ZAutomatizacoesSchema } from "@/shared/schemas/alertas";
import type { TEmpresa } from "@/shared/schemas/empresa";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useSalvarAutomatizacoes } from "./api";
import { AntecedenciasField } from "./antecedencias-field";

const LIMITE = `Informe no máximo ${ANTECEDENCIAS_MAXIMO_ITENS} antecedências.`;
const iguais = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * 'Automatizações': on which days before a deadline the daily sweep alerts. The admin edits two
 * lists and saves them together; 'Restaurar padrão' puts the defaults back in the form.
 */
export function AutomatizacoesTab({ empresa }: { empresa: TEmpresa }) {
  const salvar = useSalvarAutomatizacoes();
  const [licenca, setLicenca] = useState(empresa.antecedenciasLicenca);
  const [prazo, setPrazo] = useState(empresa.antecedenciasPrazo);
  const [erros, setErros] = useState<Record<string, string>>({});
  const podeAlterar = empresa.podeAlterar;
  const alterado = !iguais(licenca, empresa.antecedenciasLicenca) || !iguais(prazo, empresa.antecedenciasPrazo);
  const padrao = iguais(licenca, ANTECEDENCIAS_LICENCA_PADRAO) && iguais(prazo, ANTECEDENCIAS_PRAZO_PADRAO);

  const onSalvar = () => {
    const body = { antecedenciasLicenca: licenca, antecedenciasPrazo: prazo };
    const parsed = ZAutomatizacoesSchema.safeParse(body);
    if (!parsed.success) {
      return setErros(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    }
    setErros({});
    salvar.mutate(parsed.data, {
      onSuccess: (salva) => {
        setLicenca(salva.antecedenciasLicenca);
        setPrazo(salva.antecedenciasPrazo);
        notify.success("Antecedências dos alertas salvas com sucesso!");
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) {
          setErros(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.split(".")[0], v])));
        }
        notify.error(acaoErrorText("salvar as antecedências", err));
      },
    });
  };
  const restaurar = () => {
    setLicenca([...ANTECEDENCIAS_LICENCA_PADRAO]);
    setPrazo([...ANTECEDENCIAS_PRAZO_PADRAO]);
    setErros({});
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Automatizações</CardTitle>
        <CardDescription>
          Todos os dias, o sistema verifica os prazos e avisa o responsável de cada item e os administradores da
          empresa, no sino do topo da tela e por e-mail. Escolha com quantos dias de antecedência.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!podeAlterar && (
          <p className="text-sm text-muted-foreground">
            Somente um administrador da empresa pode alterar estas configurações.
          </p>
        )}
        <AntecedenciasField
          id="antecedencias-licenca"
          label="Antecedência dos alertas de licenças (dias)"
          hint="Dias antes do vencimento da licença em que o alerta é enviado."
          valores={licenca}
          fixos={[PRAZO_LEGAL_RENOVACAO_DIAS]}
          fixoTexto={PRAZO_LEGAL_SEMPRE}
          recusa={(novo) => (comPrazoLegal(novo).length > ANTECEDENCIAS_MAXIMO_ITENS ? LIMITE : "")}
          onChange={(v) => {
            setLicenca(comPrazoLegal(v));
            setErros(({ antecedenciasLicenca: _, ...resto }) => resto);
          }}
          disabled={!podeAlterar || salvar.isPending}
          error={erros.antecedenciasLicenca}
        />
        <AntecedenciasField
          id="antecedencias-prazo"
          label="Antecedência dos alertas de condicionantes e atividades (dias)"
          hint="Dias antes do prazo da condicionante ou da atividade. Depois do prazo, enquanto não for cumprida, o alerta se repete toda semana."
          valores={prazo}
          recusa={(novo) => (novo.length > ANTECEDENCIAS_MAXIMO_ITENS ? LIMITE : "")}
          onChange={(v) => {
            setPrazo(v);
            setErros(({ antecedenciasPrazo: _, ...resto }) => ({
              ...resto,
              ...(v.length ? {} : { antecedenciasPrazo: ANTECEDENCIAS_VAZIAS }),
            }));
          }}
          disabled={!podeAlterar || salvar.isPending}
          error={erros.antecedenciasPrazo}
        />
        {podeAlterar && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={padrao || salvar.isPending} onClick={restaurar}>
              Restaurar padrão
            </Button>
            <Button type="button" disabled={!alterado || salvar.isPending} onClick={onSalvar}>
              {salvar.isPending ? "Salvando..." : "Salvar"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
