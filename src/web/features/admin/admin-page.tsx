import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { isSuperAdmin } from "@/shared/rules/gate";
import { ZPageQuerySchema } from "@/shared/schemas/paging";
import { useMe } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorText, painelQueryOptions } from "./api";
import { ApprovalTab } from "./approval-tab";
import { CatalogoLegalTab } from "./catalogo-legal-tab";
import { CompaniesTab } from "./companies-tab";
import { ConfiguracoesTab } from "./configuracoes-tab";
import { DashboardTab } from "./dashboard-tab";
import { PainelContadores } from "./painel-contadores";
import { UsersTab } from "./users-tab";

const TABS = ["dashboard", "empresas", "usuarios", "catalogo", "configuracoes"] as const;
type TTab = (typeof TABS)[number];
type TSub = "aprovacao" | "todos";

/**
 * The administration panel. The super-administrator sees every company's figures and manages
 * companies and approvals; a company administrator sees their own company's figures and users
 * (the server scopes both and refuses the rest). Tabs live in the URL (?tab=&sub=) so a reload
 * or a shared link opens the same place. The counters and the Dashboard tab are one call.
 */
export function AdminPage() {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const { values, set } = useUrlState(ZPageQuerySchema);
  const superAdmin = isSuperAdmin(me?.roles ?? []);

  const asked = TABS.find((t) => t === params.get("tab")) ?? "dashboard";
  // The companies and the legal catalogue are the platform's: a company admin lands on the Dashboard.
  const tab: TTab = (asked === "empresas" || asked === "catalogo") && !superAdmin ? "dashboard" : asked;
  const sub: TSub = superAdmin && params.get("sub") !== "todos" ? "aprovacao" : "todos";

  // On the Dashboard the URL's search and page are its list's; elsewhere they belong to that tab.
  const onDashboard = tab === "dashboard";
  const painelParams = onDashboard ? { q: values.q, page: values.page } : { q: "", page: 1 };
  const painel = useQuery(painelQueryOptions({ ...painelParams, pageSize: PAGE_SIZE }));
  useLoadErrorToast(painel, (err) => notify.error(errorText("Erro ao carregar dados administrativos.", err)));
  useClampPage(
    onDashboard && !painel.isPlaceholderData ? painel.data?.total : undefined,
    values.page,
    (page, replace) => set({ page }, replace),
  );

  // Radix keeps a leaving panel mounted for one more render; the explicit checks below stop
  // that panel from fetching with the next tab's (emptied) search params.
  // Each list keeps its own search and page; switching drops the previous list's ones.
  const go = (next: { tab: TTab; sub?: TSub }) => {
    const search = new URLSearchParams();
    if (next.tab !== "dashboard") search.set("tab", next.tab);
    if (next.tab === "usuarios") search.set("sub", next.sub ?? sub);
    setParams(search);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold">Painel de Controle</h1>
      <PainelContadores painel={painel.data} />
      <Tabs value={tab} onValueChange={(v) => go({ tab: v as TTab })}>
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          {superAdmin && <TabsTrigger value="empresas">Empresas</TabsTrigger>}
          <TabsTrigger value="usuarios">Usuários</TabsTrigger>
          {superAdmin && <TabsTrigger value="catalogo">Catálogo legal</TabsTrigger>}
          <TabsTrigger value="configuracoes">Configurações</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          {onDashboard && (
            <DashboardTab
              query={painel}
              q={values.q}
              page={values.page}
              onSearch={(q) => set({ q }, true)}
              onPage={(page) => set({ page })}
              allCompanies={superAdmin}
            />
          )}
        </TabsContent>
        {superAdmin && <TabsContent value="empresas">{tab === "empresas" && <CompaniesTab />}</TabsContent>}
        <TabsContent value="usuarios">
          <Tabs value={sub} onValueChange={(v) => go({ tab: "usuarios", sub: v as TSub })}>
            <TabsList>
              {superAdmin && <TabsTrigger value="aprovacao">Aprovação</TabsTrigger>}
              <TabsTrigger value="todos">Todos os Usuários</TabsTrigger>
            </TabsList>
            {superAdmin && <TabsContent value="aprovacao">{sub === "aprovacao" && <ApprovalTab />}</TabsContent>}
            <TabsContent value="todos">{sub === "todos" && <UsersTab />}</TabsContent>
          </Tabs>
        </TabsContent>
        {superAdmin && <TabsContent value="catalogo">{tab === "catalogo" && <CatalogoLegalTab />}</TabsContent>}
        <TabsContent value="configuracoes">{tab === "configuracoes" && <ConfiguracoesTab />}</TabsContent>
      </Tabs>
    </div>
  );
}
