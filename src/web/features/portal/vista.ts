import { useSearchParams } from "react-router";

// 'Ver como cliente' (decision 044): a company user previews a client's portal with `?cliente=`,
// which every portal address and API call then carries. A portal user's own client comes from
// the session, so their addresses carry nothing.

/** The address with `cliente` added to its query when previewing; unchanged otherwise. */
export function comCliente(path: string, clienteId: string | null): string {
  if (!clienteId) return path;
  const [base, hash = ""] = path.split("#");
  const sep = base.includes("?") ? "&" : "?";
  return `${base}${sep}cliente=${encodeURIComponent(clienteId)}${hash ? `#${hash}` : ""}`;
}

/** The client previewed ('Ver como cliente'), or null for a portal user's own portal. */
export function usePortalVista() {
  const [params] = useSearchParams();
  const clienteId = params.get("cliente") || null;
  return { clienteId, preview: clienteId !== null, href: (path: string) => comCliente(path, clienteId) };
}
