import { Download, FileSpreadsheet, FileText } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";

/** What a list's export never takes from its screen's query: the page is the screen's, not the file's. */
const SO_DA_TELA = new Set(["page", "pageSize", "vencidas", "vencendo", "a_vencer", "concluidas"]);

/**
 * The address of a list's export with the screen's current filters: `/api/<lista>/exportar`.
 * Exported for tests and for screens that build the link themselves.
 */
export function exportarHref(caminho: string, formato: "xlsx" | "csv", filtros: object = {}) {
  const params = new URLSearchParams({ formato });
  for (const [chave, valor] of Object.entries(filtros)) {
    if (valor === undefined || valor === null || valor === "" || SO_DA_TELA.has(chave)) continue;
    params.set(chave, String(valor));
  }
  return `/api/${caminho}/exportar?${params}`;
}

/**
 * 'Exportar' on a list screen: Excel (.xlsx) or CSV of every row its filters select, all pages.
 * Plain links with `download`: the browser sends the session cookie and saves the file the
 * server streams (decision 026), with no copy of the rows in this page.
 */
export function ExportarMenu({ caminho, filtros }: { caminho: string; filtros?: object }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          Exportar
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={exportarHref(caminho, "xlsx", filtros)} download>
            <FileSpreadsheet aria-hidden className="size-4" />
            Excel (.xlsx)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={exportarHref(caminho, "csv", filtros)} download>
            <FileText aria-hidden className="size-4" />
            CSV
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
