import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TImportacaoConfirmada, TItemImportado, TPreviaImportacao } from "@/shared/schemas/importar-pdf";
import { api } from "@/web/lib/api";
import { uploadFile } from "@/web/lib/upload";
import { invalidateCondicionantes } from "./keys";

// 'Importar do PDF' asks the server twice: the preview reads the file (and keeps it for the
// confirmation), the confirmation creates the reviewed rows. Dates are computed on the screen
// from the base dates at its top, so the preview is read once whatever base is chosen later.

const importarPath = (licencaId: string) =>
  `/api/licencas/${encodeURIComponent(licencaId)}/condicionantes/importar-pdf`;

export const readPdf = (licencaId: string, arquivo: File, onProgress: (fraction: number) => void) =>
  uploadFile<TPreviaImportacao>(importarPath(licencaId), arquivo, onProgress);

export function useConfirmarImportacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ licencaId, itens }: { licencaId: string; itens: TItemImportado[] }) =>
      api<TImportacaoConfirmada>(`${importarPath(licencaId)}/confirmar`, { method: "POST", body: { itens } }),
    // The licence gains conditions, deliveries and a document: every screen that shows them reloads.
    onSuccess: () => invalidateCondicionantes(qc),
  });
}
