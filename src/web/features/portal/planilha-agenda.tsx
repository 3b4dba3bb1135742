import { useState } from "react";
import { CalendarPlus, FileSpreadsheet, FileText } from "lucide-react";
import { CalendarioFeedEndereco } from "@/web/components/calendario-feed-endereco";
import { Button } from "@/web/components/ui/button";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { exportarHref, useAgendaDoCliente } from "./api";
import { SecaoTitulo } from "./partes";

/**
 * The end of the home: the spreadsheets of the client's licences, conditions and legal obligations,
 * and 'Agenda no celular', the client's calendar address to subscribe to. A preview is read-only:
 * no address.
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
          <h3 className="font-semibold">Baixar planilhas</h3>
          <p className="text-sm text-muted-foreground">
            As suas licenças, as condicionantes e as obrigações legais, com prazos e situação, para abrir no Excel ou em
            outro programa.
          </p>
          {(
            [
              ["licencas", "Licenças"],
              ["condicionantes", "Condicionantes"],
              ["obrigacoes-legais", "Obrigações legais"],
            ] as const
          ).map(([lista, nome]) => (
            <div key={lista} className="flex flex-wrap items-center gap-2">
              <span className="w-36 text-sm font-medium">{nome}</span>
              <Button asChild variant="outline" size="sm">
                <a href={exportarHref(lista, "xlsx", clienteId)} download>
                  <FileSpreadsheet aria-hidden />
                  Excel (.xlsx)
                  <span className="sr-only">{` das ${nome.toLowerCase()}`}</span>
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={exportarHref(lista, "csv", clienteId)} download>
                  <FileText aria-hidden />
                  CSV
                  <span className="sr-only">{` das ${nome.toLowerCase()}`}</span>
                </a>
              </Button>
            </div>
          ))}
        </div>
        <div className="space-y-3 rounded-xl border bg-background p-4 shadow-sm sm:p-5">
          <h3 className="font-semibold">Agenda no celular</h3>
          <p className="text-sm text-muted-foreground">
            Veja os vencimentos das licenças, as condicionantes, as entregas e as obrigações legais na agenda do seu
            celular ou computador (Google Agenda, Outlook ou iPhone), como eventos de dia inteiro que se atualizam
            sozinhos.
          </p>
          {preview ? (
            <p className="text-sm text-muted-foreground">O endereço da agenda é gerado pelo próprio cliente.</p>
          ) : url ? null : (
            <>
              <p className="text-sm text-muted-foreground">
                Se você já assinou a agenda antes, um novo endereço faz o anterior parar de funcionar.
              </p>
              <Button onClick={onAgenda} disabled={agenda.isPending}>
                <CalendarPlus aria-hidden />
                {agenda.isPending ? "Gerando..." : "Gerar endereço da agenda"}
              </Button>
            </>
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
