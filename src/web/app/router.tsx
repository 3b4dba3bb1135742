import { useEffect, type ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import { NotFoundPage } from "@/web/components/not-found-page";
import { FullPageSpinner } from "@/web/components/layout/full-page-spinner";
import { RouteErrorPage } from "@/web/features/errors/route-error-page";

// The route table is where features meet: a screen that shows another domain's dialog or tab
// gets it here as a prop, since features never import each other (docs/decisions/009).
// Every screen loads on demand, so a first visit downloads the shell and its own screen only.
const lazyPage = (load: () => Promise<ComponentType>) => ({ lazy: async () => ({ Component: await load() }) });

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    // What a full page load shows while its lazy screen arrives (without it react-router warns).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: "/", element: <LeaveForLandingPage /> },
      { path: "/auth", ...lazyPage(async () => (await import("@/web/features/auth/auth-page")).AuthPage) },
      { path: "/convite", ...lazyPage(async () => (await import("@/web/features/convite/convite-page")).ConvitePage) },
      { path: "/pending", ...lazyPage(async () => (await import("@/web/features/auth/pending-page")).PendingPage) },
      {
        ...lazyPage(async () => (await import("./protected-layout")).ProtectedLayout),
        children: [
          {
            path: "/dashboard",
            ...lazyPage(async () => (await import("@/web/features/dashboard/dashboard-page")).DashboardPage),
          },
          {
            path: "/clientes",
            ...lazyPage(async () => (await import("@/web/features/clientes/clientes-page")).ClientesPage),
          },
          {
            path: "/clientes/:id",
            ...lazyPage(async () => {
              const [{ ClienteDetailPage }, { CalendarioLegalDialog }, { ObrigacoesSecao }] = await Promise.all([
                import("@/web/features/clientes/cliente-detail-page"),
                import("@/web/features/obrigacoes/calendario-legal-dialog"),
                import("@/web/features/obrigacoes/obrigacoes-secao"),
              ]);
              return () => (
                <ClienteDetailPage CalendarioLegalDialog={CalendarioLegalDialog} ObrigacoesSecao={ObrigacoesSecao} />
              );
            }),
          },
          {
            path: "/empreendimentos",
            ...lazyPage(
              async () => (await import("@/web/features/empreendimentos/empreendimentos-page")).EmpreendimentosPage,
            ),
          },
          {
            path: "/empreendimentos/:id",
            ...lazyPage(async () => {
              const [{ EmpreendimentoDetailPage }, { ClienteFormDialog }, { ObrigacoesSecao }] = await Promise.all([
                import("@/web/features/empreendimentos/empreendimento-detail-page"),
                import("@/web/features/clientes/cliente-form-dialog"),
                import("@/web/features/obrigacoes/obrigacoes-secao"),
              ]);
              return () => (
                <EmpreendimentoDetailPage ClienteFormDialog={ClienteFormDialog} ObrigacoesSecao={ObrigacoesSecao} />
              );
            }),
          },
          ...["/licencas", "/licencas/nova"].map((path) => ({
            path,
            ...lazyPage(async () => {
              const [{ LicencasPage }, { CondicionantesPainel }, { LicencaCondicionantesTab }] = await Promise.all([
                import("@/web/features/licencas/licencas-page"),
                import("@/web/features/condicionantes/painel-dialog"),
                import("@/web/features/condicionantes/licenca-tab"),
              ]);
              return () => (
                <LicencasPage
                  CondicionantesPainel={CondicionantesPainel}
                  CondicionantesTab={LicencaCondicionantesTab}
                />
              );
            }),
          })),
          ...["/condicionantes", "/condicionantes/nova"].map((path) => ({
            path,
            ...lazyPage(
              async () => (await import("@/web/features/condicionantes/condicionantes-page")).CondicionantesPage,
            ),
          })),
          {
            path: "/obrigacoes",
            ...lazyPage(async () => (await import("@/web/features/obrigacoes/obrigacoes-page")).ObrigacoesPage),
          },
          {
            path: "/calendario",
            ...lazyPage(async () => (await import("@/web/features/calendario/calendario-page")).CalendarioPage),
          },
          { path: "/admin", ...lazyPage(async () => (await import("@/web/features/admin/admin-route")).AdminRoute) },
          {
            path: "/relatorios",
            ...lazyPage(async () => (await import("@/web/features/relatorios/relatorios-page")).RelatoriosPage),
          },
          {
            path: "/checklists",
            ...lazyPage(async () => (await import("@/web/features/checklists/checklists-page")).ChecklistsPage),
          },
          {
            path: "/usuarios",
            ...lazyPage(async () => (await import("@/web/features/usuarios/usuarios-page")).UsuariosPage),
          },
          {
            path: "/lixeira",
            ...lazyPage(async () => (await import("@/web/features/lixeira/lixeira-route")).LixeiraRoute),
          },
          {
            path: "/alertas",
            ...lazyPage(async () => (await import("@/web/features/alertas/alertas-page")).AlertasPage),
          },
          {
            path: "/configuracoes",
            ...lazyPage(async () => (await import("@/web/features/perfil/perfil-page")).PerfilPage),
          },
          {
            path: "/configuracoes/empresa",
            ...lazyPage(async () => (await import("@/web/features/empresa/empresa-page")).EmpresaPage),
          },
        ],
      },
      {
        // The Portal do Empreendedor (decision 044): a client's own users, and a company user
        // previewing one client ('Ver como cliente', `?cliente=`). Its own frame, no sidebar.
        ...lazyPage(async () => (await import("@/web/features/portal/portal-layout")).PortalLayout),
        children: [
          {
            path: "/portal",
            ...lazyPage(async () => (await import("@/web/features/portal/portal-home-page")).PortalHomePage),
          },
          {
            path: "/portal/empreendimentos/:id",
            ...lazyPage(
              async () => (await import("@/web/features/portal/empreendimento-page")).PortalEmpreendimentoPage,
            ),
          },
          {
            path: "/portal/licencas/:id",
            ...lazyPage(async () => (await import("@/web/features/portal/licenca-page")).PortalLicencaPage),
          },
          {
            path: "/portal/obrigacoes-legais",
            ...lazyPage(
              async () => (await import("@/web/features/portal/obrigacoes-legais-page")).PortalObrigacoesLegaisPage,
            ),
          },
        ],
      },
      {
        ...lazyPage(async () => (await import("./protected-layout")).ProtectedPrintLayout),
        children: [
          {
            path: "/relatorios/imprimir",
            ...lazyPage(async () => (await import("@/web/features/relatorios/impressao-page")).ImpressaoPage),
          },
        ],
      },
      {
        path: "*",
        element: (
          <main>
            <NotFoundPage />
          </main>
        ),
      },
    ],
  },
]);

/**
 * "/" is not the app's: the server answers it with the prerendered landing page (decision 030).
 * Links to it load the document (`reloadDocument`); any other way in arrives here and does the same.
 */
function LeaveForLandingPage() {
  useEffect(() => window.location.replace("/"), []);
  return null;
}
