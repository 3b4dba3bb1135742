import { useState } from "react";
import { CalendarPlus, FileSpreadsheet, FileText } from "lucide-react";
import { CalendarioFeedEndereco } from "@/web/components/calendario-feed-endereco";
import { Button } from "@/web/components/ui/button";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { exportarHref, useAgendaDoCliente } from "./api";
import { SecaoTitulo } from "./partes";

/**
 * The end of the home: the spreadsheet of the client's licences and conditions, and 'Agenda no
 * celular', the client's calendar address to subscribe to. A preview is read-only: no address.
 */
export function PlanilhaEAgenda({ clienteId, preview }: { clienteId: string | null; preview: boolean }) {
  const agenda = useAgendaDoCliente();
  const [url, setUrl] = useState<string | null>(null);
  const onAgenda = () =>
    agenda.mutate(undefined, {
      onSuccess: (r) => setUrl(new URL(r.url, window.location.href).href),
      onError: (err) => notify.error(acaoErrorText("gerar o endereço da agenda", err)),
    });
  return (
    <section aria-labelledby="planilha-agenda" className="space-y-4">
      <SecaoTitulo id="planilha-agenda" titulo="Planilha e agenda" />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3 rounded-xl border bg-background p-4 shadow-sm sm:p-5">
          <h3 className="font-semibold">Baixar planilha</h3>
          <p className="text-sm text-muted-foreground">
            Todas as suas licenças e condicionantes, com prazos e situação, para abrir no Excel ou em outro programa.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <a href={exportarHref("xlsx", clienteId)} download>
                <FileSpreadsheet aria-hidden />
                Excel (.xlsx)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={exportarHref("csv", clienteId)} download>
                <FileText aria-hidden />
                CSV
              </a>
            </Button>
          </div>
        </div>
        <div className="space-y-3 rounded-xl border bg-background p-4 shadow-sm sm:p-5">
          <h3 className="font-semibold">Agenda no celular</h3>
          <p className="text-sm text-muted-foreground">
            Veja os vencimentos das licenças, as condicionantes e as entregas na agenda do seu celular ou computador
            (Google Agenda, Outlook ou iPhone), como eventos de dia inteiro que se atualizam sozinhos.
          </p>
          {preview ? (
            <p className="text-sm text-muted-foreground">O endereço da agenda é gerado pelo próprio cliente.</p>
          ) : url ? null : (
            <Button onClick={onAgenda} disabled={agenda.isPending}>
              <CalendarPlus aria-hidden />
              {agenda.isPending ? "Gerando..." : "Ver endereço da agenda"}
            </Button>
          )}
        </div>
      </div>
      {url && (
        <CalendarioFeedEndereco
          url={url}
          aviso="Quem tiver este endereço vê os prazos da sua empresa: não o compartilhe fora dela."
        />
      )}
    </section>
  );
}
