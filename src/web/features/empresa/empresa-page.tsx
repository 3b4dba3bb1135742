import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { empresaQueryOptions } from "./api";
import { GeraisTab } from "./gerais-tab";
import { InformacoesTab } from "./informacoes-tab";
import { AutomatizacoesTab } from "./automatizacoes-tab";
import { LoadError } from "@/web/components/load-error";

const ABAS = [
  ["gerais", "Gerais"],
  ["informacoes", "Informações da sua empresa"],
  ["pdf", "Inovação PDF"],
  ["automatizacoes", "Automatizações"],
] as const;
type TAba = (typeof ABAS)[number][0];

/**
 * /configuracoes/empresa: the company's settings, painted from one call (GET /api/empresa). The
 * tab lives in the URL (?aba=) so a reload or a shared link opens the same one.
 */
export function EmpresaPage() {
  const [params, setParams] = useSearchParams();
  const aba: TAba = ABAS.find(([v]) => v === params.get("aba"))?.[0] ?? "gerais";
  const query = useQuery(empresaQueryOptions());

  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold">Configurações da Empresa</h1>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          Carregando...
        </p>
      ) : query.isError ? (
        <LoadError
          mensagem={`Erro ao carregar as configurações: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Tabs value={aba} onValueChange={(v) => setParams(v === "gerais" ? {} : { aba: v }, { replace: true })}>
          {/* Four long names: on a phone they wrap to a second row rather than leave the screen. */}
          <TabsList className="h-auto flex-wrap justify-start">
            {ABAS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="gerais">
            <GeraisTab empresa={query.data} />
          </TabsContent>
          <TabsContent value="informacoes">
            <InformacoesTab empresa={query.data} />
          </TabsContent>
          <TabsContent value="pdf">
            <EmBreve
              titulo="Inovação PDF"
              texto="Esta aba ainda não tem configurações: a especificação do produto a descreve apenas como um espaço reservado. Os relatórios impressos já usam o nome e o logo da empresa."
            />
          </TabsContent>
          <TabsContent value="automatizacoes">
            <AutomatizacoesTab empresa={query.data} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function EmBreve({ titulo, texto }: { titulo: string; texto: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
        <CardDescription>Em breve</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{texto}</p>
      </CardContent>
    </Card>
  );
}
