import { Fragment, type ReactNode } from "react";
import { cn } from "@/web/lib/utils";
import { useIsMobile } from "@/web/lib/use-is-mobile";
import { ActionButtons, ActionsMenu, type TRowAction } from "./row-actions";
import { Card, CardContent } from "./ui/card";

/**
 * The container width from which a column shows (Tailwind's container sizes). The table reads
 * its own box, not the window, so opening the sidebar hides columns as closing it shows them.
 * Written out whole: Tailwind only generates the classes it finds in the source.
 */
const SHOW_FROM = {
  xl: "hidden @xl:table-cell", // 576 px
  "2xl": "hidden @2xl:table-cell", // 672 px: a 1024-px laptop with the sidebar open (~686 px)
  "3xl": "hidden @3xl:table-cell", // 768 px
  "4xl": "hidden @4xl:table-cell", // 896 px: a 1280-px laptop with the sidebar open (~942 px)
  "5xl": "hidden @5xl:table-cell", // 1024 px
} as const;

export interface TColumn<T> {
  /** The column's name, as the spec writes it. */
  header: string;
  cell: (item: T) => ReactNode;
  /** A fixed width (`w-28`); columns without one share what is left of the box. */
  width?: string;
  /** Hidden below this container size: the least important columns go first. */
  from?: keyof typeof SHOW_FROM;
  className?: string;
}

/** What a row shows on a phone: title, status, the key dates and the same actions. */
export interface TCard {
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  fields?: { label: string; value: ReactNode }[];
}

export interface TListActions<T> {
  /** The menu button's accessible name: 'Ações da licença LO-100/2024'. */
  label: (item: T) => string;
  items: (item: T) => TRowAction[];
  /** The table's cell: a menu (default), or buttons when the row has two or three actions. */
  display?: "menu" | "buttons";
  withText?: boolean;
  /** The column's width, wide enough for what `display` shows. */
  width: string;
}

export interface TDataListProps<T> {
  /** The table's and the cards list's accessible name. */
  label: string;
  items: T[] | undefined;
  rowKey: (item: T) => string;
  isPending: boolean;
  isError: boolean;
  messages: { loading: string; error: string; empty: string };
  columns: TColumn<T>[];
  actions?: TListActions<T>;
  card: (item: T) => TCard;
  /** What a row shows opened under it (a row's documents), or null while closed. */
  detail?: (item: T) => ReactNode;
}

/**
 * A page of a list: a table that fits its box on a laptop (fixed widths, cut text, columns
 * hidden by the box's width, actions in the last column), a list of cards on a phone. Nothing
 * scrolls sideways: a sideways scroll hid the status and the actions on a phone.
 */
export function DataList<T>(props: TDataListProps<T>) {
  const isMobile = useIsMobile();
  const message = props.isPending
    ? props.messages.loading
    : props.isError && !props.items
      ? props.messages.error
      : props.items?.length
        ? null
        : props.messages.empty;
  return isMobile ? <CardList {...props} message={message} /> : <DataTable {...props} message={message} />;
}

function DataTable<T>(props: TDataListProps<T> & { message: string | null }) {
  const { columns, actions } = props;
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className="@container w-full">
      <table aria-label={props.label} className="w-full table-fixed text-sm">
        <thead className="border-b">
          <tr>
            {columns.map((col) => (
              <th
                key={col.header}
                scope="col"
                className={cn(
                  // Names wrap at spaces rather than being cut: 'Nome do Empree…' twice told nothing.
                  "h-11 px-2 py-2 text-left align-middle font-medium leading-tight text-muted-foreground",
                  col.width,
                  col.from && SHOW_FROM[col.from],
                )}
              >
                {col.header}
              </th>
            ))}
            {actions && (
              <th
                scope="col"
                className={cn("h-11 px-2 text-right align-middle font-medium text-muted-foreground", actions.width)}
              >
                Ações
              </th>
            )}
          </tr>
        </thead>
        <tbody className="[&_tr:last-child]:border-0">
          {props.message ? (
            <tr>
              <td colSpan={span} className="py-8 text-center text-muted-foreground">
                {props.message}
              </td>
            </tr>
          ) : (
            props.items?.map((item) => {
              const detail = props.detail?.(item);
              return (
                <Fragment key={props.rowKey(item)}>
                  <tr className={cn("transition-colors hover:bg-muted/50", !detail && "border-b")}>
                    {columns.map((col) => (
                      <td
                        key={col.header}
                        className={cn("px-2 py-2.5 align-middle", col.from && SHOW_FROM[col.from], col.className)}
                      >
                        {col.cell(item)}
                      </td>
                    ))}
                    {actions && (
                      <td className="px-2 py-1.5 text-right align-middle">
                        {actions.display === "buttons" ? (
                          <ActionButtons actions={actions.items(item)} withText={actions.withText} />
                        ) : (
                          <ActionsMenu label={actions.label(item)} actions={actions.items(item)} />
                        )}
                      </td>
                    )}
                  </tr>
                  {detail && (
                    <tr className="border-b">
                      <td colSpan={span} className="px-2 pb-3">
                        {detail}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

function CardList<T>(props: TDataListProps<T> & { message: string | null }) {
  if (props.message) return <p className="py-8 text-center text-muted-foreground">{props.message}</p>;
  return (
    <ul aria-label={props.label} className="grid grid-cols-1 gap-3">
      {props.items?.map((item) => {
        const card = props.card(item);
        return (
          <li key={props.rowKey(item)} className="min-w-0 rounded-lg border bg-background p-3 shadow-sm">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1 pt-1">
                <p className="break-words font-semibold">{card.title}</p>
                {card.subtitle && <div className="break-words text-sm text-muted-foreground">{card.subtitle}</div>}
              </div>
              {props.actions && <ActionsMenu label={props.actions.label(item)} actions={props.actions.items(item)} />}
            </div>
            {(card.badge || card.fields?.length) && (
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
                {card.badge}
                {card.fields?.map((field) => (
                  <span key={field.label} className="min-w-0 break-words">
                    <span className="text-muted-foreground">{field.label}: </span>
                    <span className="font-medium">{field.value}</span>
                  </span>
                ))}
              </div>
            )}
            {props.detail?.(item)}
          </li>
        );
      })}
    </ul>
  );
}

/** A cell's text cut to one line (or two), whole on hover; '-' when empty. */
export function CellText({
  text,
  lines = 1,
  className,
}: {
  text: string | null | undefined;
  lines?: 1 | 2;
  className?: string;
}) {
  if (!text) return <span className="text-muted-foreground">-</span>;
  return (
    <span title={text} className={cn("block", lines === 1 ? "truncate" : "line-clamp-2 break-words", className)}>
      {text}
    </span>
  );
}

/** The box around a list and its pager: a card on a laptop; on a phone the cards stand alone. */
export function ListFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Card className={cn("max-md:border-0 max-md:bg-transparent max-md:shadow-none", className)}>
      <CardContent className="p-0 md:p-4">{children}</CardContent>
    </Card>
  );
}
