import type { TLixeiraItem } from "@/shared/schemas/lixeira";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { LixeiraAcoes } from "./lixeira-acoes";
import { leitura } from "./formato";

interface TListaProps {
  items: TLixeiraItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  busy: boolean;
  now: Date;
  onRestaurar: (item: TLixeiraItem) => void;
  onExcluir: (item: TLixeiraItem) => void;
}

const VAZIA = "A Lixeira está vazia.";
const FALHOU = "Erro ao carregar a Lixeira.";

/**
 * The bin's entries: cards on a phone and a narrow window, a table from 1024 px (which fits
 * beside the open sidebar: the type and who deleted it join other cells until 1280 px). Not the
 * DataList kit: its cards put actions in a menu, and here 'Restaurar' is the one thing a user
 * comes for, so both actions stay buttons on every card.
 */
export function LixeiraLista(props: TListaProps) {
  return (
    <>
      <div className="lg:hidden">
        <LixeiraCards {...props} />
      </div>
      <div className="hidden lg:block">
        <LixeiraTabela {...props} />
      </div>
    </>
  );
}

function estado(props: TListaProps): string | null {
  if (props.isPending) return "Carregando...";
  if (props.isError && !props.items) return FALHOU;
  if (!props.items?.length) return VAZIA;
  return null;
}

function LixeiraTabela(props: TListaProps) {
  const mensagem = estado(props);
  return (
    <Table aria-label="Lixeira" className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead>Registro</TableHead>
          <TableHead className="hidden w-36 xl:table-cell">Tipo</TableHead>
          <TableHead className="hidden w-40 xl:table-cell">Excluído por</TableHead>
          <TableHead className="w-36">Excluído em</TableHead>
          <TableHead className="w-24">Expira em</TableHead>
          <TableHead className="w-28 text-right 2xl:w-80">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {mensagem ? (
          <TableRow>
            <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
              {mensagem}
            </TableCell>
          </TableRow>
        ) : (
          props.items!.map((item) => {
            const l = leitura(item, props.now);
            return (
              <TableRow key={item.id}>
                <TableCell>
                  <div className="flex min-w-0 items-center gap-2">
                    <Badge variant="secondary" className="shrink-0 xl:hidden">
                      {l.tipo}
                    </Badge>
                    <span className="truncate font-medium" title={item.titulo}>
                      {item.titulo}
                    </span>
                  </div>
                  {item.contexto && (
                    <p className="truncate text-xs text-muted-foreground" title={item.contexto}>
                      {item.contexto}
                    </p>
                  )}
                  {l.junto && (
                    <p className="truncate text-xs text-muted-foreground" title={l.junto}>
                      {l.junto}
                    </p>
                  )}
                </TableCell>
                <TableCell className="hidden xl:table-cell">
                  <Badge variant="secondary">{l.tipo}</Badge>
                </TableCell>
                <TableCell className="hidden truncate xl:table-cell" title={l.excluidoPor}>
                  {l.excluidoPor}
                </TableCell>
                <TableCell>
                  <div className="whitespace-nowrap">{l.excluidoEm}</div>
                  <div className="truncate text-xs text-muted-foreground xl:hidden" title={l.excluidoPor}>
                    por {l.excluidoPor}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">{l.expira}</TableCell>
                <TableCell>
                  <LixeiraAcoes
                    item={item}
                    busy={props.busy}
                    compacto
                    onRestaurar={props.onRestaurar}
                    onExcluir={props.onExcluir}
                  />
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}

function LixeiraCards(props: TListaProps) {
  const mensagem = estado(props);
  if (mensagem) return <p className="py-8 text-center text-sm text-muted-foreground">{mensagem}</p>;
  return (
    <ul aria-label="Lixeira" className="grid gap-3">
      {props.items!.map((item) => {
        const l = leitura(item, props.now);
        return (
          <li key={item.id} className="grid gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 break-words font-medium [overflow-wrap:anywhere]">{item.titulo}</h2>
              <Badge variant="secondary">{l.tipo}</Badge>
            </div>
            {item.contexto && <p className="break-words text-sm text-muted-foreground">{item.contexto}</p>}
            <p className="text-sm">
              Excluído em {l.excluidoEm} por {l.excluidoPor}
            </p>
            <p className="text-sm">Expira em {l.expira}</p>
            {l.junto && <p className="text-sm text-muted-foreground">{l.junto}</p>}
            <LixeiraAcoes item={item} busy={props.busy} onRestaurar={props.onRestaurar} onExcluir={props.onExcluir} />
          </li>
        );
      })}
    </ul>
  );
}
