import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useInfiniteQuery } from "@tanstack/react-query";
import { gateState, portalRedirect } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { FullPageSpinner } from "@/web/components/layout/full-page-spinner";
import { inicioOptions } from "./api";
import { usePortalVista } from "./vista";
import { PortalHeader, PreviewBanner } from "./portal-header";

/**
 * The portal's frame (decision 044): no sidebar, the consultancy's brand at the top, one calm
 * column. Its own gate: a portal user sees their client, a company user only a previewed one.
 */
export function PortalLayout() {
  const { data: me, isPending, isError } = useMe();
  const vista = usePortalVista();
  const away = portalRedirect(gateState(isPending, me), me, vista.clienteId);
  // The header's call is the home's first: the same query, so a first paint asks it once.
  const inicio = useInfiniteQuery({ ...inicioOptions(vista.clienteId), enabled: !isPending && !away });
  const topo = inicio.data?.pages[0];
  const empresa = topo?.empresa.nome;
  useEffect(() => {
    if (!empresa) return;
    const antes = document.title;
    document.title = `Portal do Empreendedor — ${empresa}`;
    return () => void (document.title = antes);
  }, [empresa]);

  if (isError) throw new Error("Falha ao carregar a sessão");
  if (isPending) return <FullPageSpinner />;
  if (away) return <Navigate to={away} replace />;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      {vista.clienteId && <PreviewBanner clienteId={vista.clienteId} />}
      <PortalHeader topo={topo} clienteId={vista.clienteId} />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 pb-12 pt-6 sm:px-6 sm:pt-8">
        <Outlet />
      </main>
      <footer className="border-t bg-background">
        <p className="mx-auto max-w-5xl px-4 py-5 text-center text-xs text-muted-foreground sm:px-6">
          Portal do Empreendedor{topo ? ` · ${topo.empresa.nome}` : ""}
        </p>
      </footer>
    </div>
  );
}
