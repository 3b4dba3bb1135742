import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, RefreshCw } from "lucide-react";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { LoadError } from "@/web/components/load-error";
import { RadioOptions } from "@/web/components/radio-options";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { formatDataHora } from "@/shared/rules/datas";
import { FEED_DIAS_ANTES, FEED_ESCOPO_ROTULOS, FEED_ESCOPOS, type TFeedEscopo } from "@/shared/schemas/calendario-feed";
import { calendarioFeedQueryOptions, useDesativarCalendarioFeed, useGerarCalendarioFeed } from "./api";
import { CalendarioFeedEndereco } from "@/web/components/calendario-feed-endereco";

const ESCOPO_OPCOES = FEED_ESCOPOS.map((e) => [e, FEED_ESCOPO_ROTULOS[e]] as const);

/**
 * 'Calendário no seu celular ou computador': the user's private calendar address (decision 027),
 * turned on with a scope, shown once, renewed ('Gerar novo link', the old one stops at once) or
 * turned off.
 */
export function CalendarioFeedCard() {
  const status = useQuery(calendarioFeedQueryOptions);
  const gerar = useGerarCalendarioFeed();
  const desativar = useDesativarCalendarioFeed();
  const [escolha, setEscolha] = useState<TFeedEscopo | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<"novo" | "desativar" | null>(null);
  const ativo = status.data?.ativo ?? false;
  const escopo = escolha ?? status.data?.escopo ?? "empresa";

  const onGerar = () =>
    gerar.mutate(
      { escopo },
      {
        onSuccess: (feed) => {
          setUrl(feed.url);
          setEscolha(null);
          setConfirmar(null);
          notify.success(ativo ? "Novo link gerado. O anterior deixou de funcionar." : "Calendário ativado.");
        },
        onError: (err) => notify.error(acaoErrorText(ativo ? "gerar o novo link" : "ativar o calendário", err)),
      },
    );
  const onDesativar = () =>
    desativar.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirmar(null);
        notify.success("Calendário desativado. O endereço deixou de funcionar.");
      },
      onError: (err) => notify.error(acaoErrorText("desativar o calendário", err)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendário no seu celular ou computador</CardTitle>
        <CardDescription>
          Assine um endereço particular no Google Agenda, no Outlook ou no iPhone e veja os vencimentos de licenças, os
          prazos legais de renovação, as condicionantes, as entregas e as atividades como eventos de dia inteiro — dos
          últimos {FEED_DIAS_ANTES} dias até dois anos à frente.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isError ? (
          <LoadError mensagem="Erro ao carregar o calendário." onRetry={() => void status.refetch()} />
        ) : status.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando...</p>
        ) : (
          <>
            {ativo && status.data.criadoEm && (
              <p className="text-sm">
                <span className="font-medium">Ativado</span> em {formatDataHora(status.data.criadoEm)} —{" "}
                {FEED_ESCOPO_ROTULOS[status.data.escopo ?? "empresa"]}.
              </p>
            )}
            <RadioOptions
              legend="O que mostrar"
              name="calendario-feed-escopo"
              value={escopo}
              options={ESCOPO_OPCOES}
              onChange={setEscolha}
              disabled={gerar.isPending}
              hint={
                ativo
                  ? "'Só os meus': os itens em que você é o responsável. Uma nova escolha vale para o próximo link gerado."
                  : "'Só os meus': os itens em que você é o responsável."
              }
            />
            {url && <CalendarioFeedEndereco url={url} />}
            {ativo && !url && (
              <p className="text-sm text-muted-foreground">
                Por segurança, o endereço só aparece quando é gerado. Se você não o tem mais, gere um novo link.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {ativo ? (
                <>
                  <Button variant="outline" onClick={() => setConfirmar("novo")}>
                    <RefreshCw aria-hidden="true" />
                    Gerar novo link
                  </Button>
                  <Button variant="outline" onClick={() => setConfirmar("desativar")}>
                    Desativar
                  </Button>
                </>
              ) : (
                <Button onClick={onGerar} disabled={gerar.isPending}>
                  <CalendarPlus aria-hidden="true" />
                  {gerar.isPending ? "Ativando..." : "Ativar calendário"}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmar === "novo"}
        title="Gerar novo link?"
        confirmLabel="Gerar novo link"
        busy={gerar.isPending}
        onConfirm={onGerar}
        onClose={() => setConfirmar(null)}
      >
        O endereço atual deixará de funcionar na hora: os calendários que o assinaram param de receber os prazos até
        você assinar o novo endereço.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmar === "desativar"}
        title="Desativar o calendário?"
        confirmLabel="Desativar"
        busy={desativar.isPending}
        onConfirm={onDesativar}
        onClose={() => setConfirmar(null)}
      >
        O endereço atual deixará de funcionar na hora, e os calendários que o assinaram param de receber os prazos.
      </ConfirmDialog>
    </Card>
  );
}
