import { useMe } from "./auth";

// What the shell and the document lists need of the company's settings, read from GET /api/me
// (no extra call): its logo and the verdict of the 'Gerais' switch for the signed-in user.

/**
 * Whether the signed-in user may delete documents one by one: the company's admin always, others
 * only while 'Apenas administradores podem excluir documentos' is off. The server decides; this
 * only hides the buttons it would refuse.
 */
export function usePodeExcluirDocumentos(): boolean {
  const { data: me } = useMe();
  return me?.empresa?.podeExcluirDocumentos ?? false;
}

/** The company's logo address (versioned) and name for an image's alt text; null logo without one. */
export function useMarcaDaEmpresa() {
  const { data: me } = useMe();
  return { logoUrl: me?.empresa?.logoUrl ?? null, nome: me?.profile?.companyName ?? "" };
}
