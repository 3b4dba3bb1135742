import { Pencil, Trash2 } from "lucide-react";
import type { TCliente } from "@/shared/schemas/clientes";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone } from "@/shared/rules/telefone";
import { formatDate } from "@/web/lib/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { MessageRow } from "@/web/components/list-controls";

const COLUMNS = 6;

/** The clients list of §2.7: one page from the server, '-' for empty cells. */
export function ClientesTable(props: {
  items: TCliente[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (cliente: TCliente) => void;
  onDelete: (cliente: TCliente) => void;
}) {
  const items = props.items ?? [];
  return (
    <Table aria-label="Clientes" className="[&_th]:whitespace-nowrap">
      <TableHeader>
        <TableRow>
          <TableHead>Nome/Razao Social</TableHead>
          <TableHead>CNPJ/CPF</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Telefone</TableHead>
          <TableHead>Data de Cadastro</TableHead>
          <TableHead className="text-right">Acoes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.isPending ? (
          <MessageRow colSpan={COLUMNS}>Carregando clientes...</MessageRow>
        ) : props.isError && !props.items ? (
          <MessageRow colSpan={COLUMNS}>Erro ao carregar clientes</MessageRow>
        ) : items.length === 0 ? (
          <MessageRow colSpan={COLUMNS}>Nenhum cliente encontrado</MessageRow>
        ) : (
          items.map((cliente) => (
            <TableRow key={cliente.id}>
              <TableCell className="font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  {cliente.nome}
                  {cliente.situacao === "inativo" && <Badge variant="secondary">Inativo</Badge>}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDocumento(cliente.cnpj) || "-"}</TableCell>
              <TableCell className="max-w-[14rem] truncate" title={cliente.email ?? undefined}>
                {cliente.email || "-"}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatTelefone(cliente.telefone) || "-"}</TableCell>
              <TableCell>{formatDate(cliente.createdAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Editar ${cliente.nome}`}
                    title="Editar"
                    onClick={() => props.onEdit(cliente)}
                  >
                    <Pencil aria-hidden />
                    <span className="hidden 2xl:inline">Editar</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    aria-label={`Deletar ${cliente.nome}`}
                    title="Deletar"
                    onClick={() => props.onDelete(cliente)}
                  >
                    <Trash2 aria-hidden />
                    <span className="hidden 2xl:inline">Deletar</span>
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
