import { createBrowserRouter } from "react-router";
import { LandingPage } from "@/web/features/landing/landing-page";
import { AuthPage } from "@/web/features/auth/auth-page";
import { PendingPage } from "@/web/features/auth/pending-page";
import { DashboardPage } from "@/web/features/dashboard/dashboard-page";
import { AdminPage } from "@/web/features/admin/admin-page";
import { NotFoundPage } from "@/web/features/errors/not-found-page";
import { RouteErrorPage } from "@/web/features/errors/route-error-page";
import { UnavailablePage } from "@/web/features/errors/unavailable-page";
import { ProtectedLayout } from "./protected-layout";
import { AdminOnly } from "./admin-only";

// Screens that later issues deliver. Until then the sidebar still leads somewhere honest.
const upcoming = [
  ["clientes", "Empreendedor"],
  ["empreendimentos", "Empreendimentos"],
  ["empreendimentos/:id", "Empreendimento"],
  ["licencas", "Licenças"],
  ["licencas/nova", "Nova Licença"],
  ["condicionantes", "Condicionantes"],
  ["condicionantes/nova", "Nova Condicionante"],
  ["checklists", "Checklists"],
  ["relatorios", "Relatórios"],
  ["usuarios", "Usuários"],
  ["configuracoes", "Configurações gerais"],
  ["configuracoes/empresa", "Informações da sua empresa"],
] as const;

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/auth", element: <AuthPage /> },
      { path: "/pending", element: <PendingPage /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          {
            path: "/admin",
            element: (
              <AdminOnly>
                <AdminPage />
              </AdminOnly>
            ),
          },
          ...upcoming.map(([path, title]) => ({ path: `/${path}`, element: <UnavailablePage title={title} /> })),
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
