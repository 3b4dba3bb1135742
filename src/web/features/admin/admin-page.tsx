import { useSearchParams } from "react-router";
import { isSuperAdmin } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ApprovalTab } from "./approval-tab";
import { CompaniesTab } from "./companies-tab";
import { UsersTab } from "./users-tab";

type TTab = "empresas" | "usuarios";
type TSub = "aprovacao" | "todos";

/**
 * The administration panel. The super-administrator manages companies and approvals; a
 * company administrator only lists their own company's users (the server scopes that list).
 * Tabs live in the URL (?tab=&sub=) so a reload or a shared link opens the same place.
 */
export function AdminPage() {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const superAdmin = isSuperAdmin(me?.roles ?? []);

  const tab: TTab = superAdmin && params.get("tab") !== "usuarios" ? "empresas" : "usuarios";
  const sub: TSub = superAdmin && params.get("sub") !== "todos" ? "aprovacao" : "todos";

  // Radix keeps a leaving panel mounted for one more render; the explicit checks below stop
  // that panel from fetching with the next tab's (emptied) search params.
  // Each list keeps its own search and page; switching drops the previous list's ones.
  const go = (next: { tab: TTab; sub?: TSub }) => {
    const search = new URLSearchParams({ tab: next.tab });
    if (next.tab === "usuarios") search.set("sub", next.sub ?? sub);
    setParams(search);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold">Painel de Controle</h1>
      <Tabs value={tab} onValueChange={(v) => go({ tab: v as TTab })}>
        <TabsList>
          {superAdmin && <TabsTrigger value="empresas">Empresas</TabsTrigger>}
          <TabsTrigger value="usuarios">Usuários</TabsTrigger>
        </TabsList>
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
      </Tabs>
    </div>
  );
}
