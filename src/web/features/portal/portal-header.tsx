import { Link } from "react-router";
import { ArrowLeft, Eye, Leaf } from "lucide-react";
import type { TPortalInicio } from "@/shared/schemas/portal";
import { SignOutButton } from "@/web/components/layout/sign-out-button";
import { comCliente } from "./vista";

/**
 * The consultancy's logo and name, the client's name and 'Sair'. The logo and names link to the
 * portal's home. Until the first answer arrives it reads 'Portal do Empreendedor', never another
 * consultancy's name.
 */
export function PortalHeader({ topo, clienteId }: { topo: TPortalInicio | undefined; clienteId: string | null }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 sm:px-6 sm:py-4">
        <Link
          to={comCliente("/portal", clienteId)}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {topo?.empresa.logoUrl ? (
            <img
              src={comCliente(topo.empresa.logoUrl, clienteId)}
              alt=""
              className="h-10 w-auto max-w-[7.5rem] shrink-0 object-contain sm:h-12 sm:max-w-[10rem]"
            />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent sm:size-12">
              <Leaf aria-hidden className="size-5 text-primary" />
            </span>
          )}
          {topo ? (
            <span className="min-w-0">
              <span className="block break-words font-semibold leading-tight sm:text-lg" data-testid="portal-empresa">
                {topo.empresa.nome}
              </span>
              <span className="block break-words text-sm text-muted-foreground" data-testid="portal-cliente">
                {topo.cliente.nome}
              </span>
            </span>
          ) : (
            <span className="font-semibold sm:text-lg">Portal do Empreendedor</span>
          )}
        </Link>
        <SignOutButton size="sm" variant="outline" className="shrink-0" labelClassName="max-sm:sr-only" />
      </div>
    </header>
  );
}

/** 'Ver como cliente': what a company user previewing a client reads first, and the way back. */
export function PreviewBanner({ clienteId }: { clienteId: string }) {
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2 font-medium">
          <Eye aria-hidden className="size-4 shrink-0" />
          Visualizando como o cliente vê o portal
        </p>
        <Link
          to={`/clientes/${encodeURIComponent(clienteId)}`}
          className="inline-flex items-center gap-1 underline underline-offset-4 hover:no-underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Voltar ao cliente no sistema
        </Link>
      </div>
    </div>
  );
}
