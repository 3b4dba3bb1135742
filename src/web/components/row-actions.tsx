import { Link } from "react-router";
import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { cn } from "@/web/lib/utils";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";

/**
 * One action of a list's row. A list describes its actions once; the table shows them as a
 * menu or as buttons, the phone's card always as a menu, so both offer the same actions.
 */
export interface TRowAction {
  label: string;
  icon: LucideIcon;
  /** A link (opens a screen) or a handler; one of the two. */
  to?: string;
  onSelect?: () => void;
  /** Red, for what removes something. */
  destructive?: boolean;
  /** The list's main action: a filled button where the row shows buttons. */
  primary?: boolean;
  disabled?: boolean;
  /** The accessible name where the label alone is ambiguous on a list ('Editar Agro Verde'). */
  ariaLabel?: string;
}

/** The '…' button of a row or card: a menu of the row's actions, tappable (40 px) on a phone. */
export function ActionsMenu({ label, actions }: { label: string; actions: TRowAction[] }) {
  // A row with nothing to do (an accepted invitation) shows no empty menu.
  if (!actions.length) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title="Ações">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8}>
        {actions.map((action) => (
          <ActionItem key={action.label} action={action} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ActionItem({ action }: { action: TRowAction }) {
  const Icon = action.icon;
  const className = cn(action.destructive && "text-destructive");
  const content = (
    <>
      <Icon aria-hidden className="size-4" />
      {action.label}
    </>
  );
  if (action.to)
    return (
      <DropdownMenuItem asChild disabled={action.disabled} className={className}>
        <Link to={action.to}>{content}</Link>
      </DropdownMenuItem>
    );
  return (
    <DropdownMenuItem disabled={action.disabled} className={className} onSelect={action.onSelect}>
      {content}
    </DropdownMenuItem>
  );
}

/**
 * The row's actions as buttons side by side, for lists with two or three actions. Without
 * `withText` they are icons, named for screen readers and on hover, so the column stays narrow.
 */
export function ActionButtons({ actions, withText = false }: { actions: TRowAction[]; withText?: boolean }) {
  return (
    <div className="flex justify-end gap-1.5">
      {actions.map((action) => {
        const Icon = action.icon;
        const button = (
          <>
            <Icon aria-hidden />
            <span className={cn(!withText && "sr-only")}>{action.label}</span>
          </>
        );
        const common = {
          variant: action.primary ? ("default" as const) : ("outline" as const),
          size: withText ? ("sm" as const) : ("icon" as const),
          className: cn(!withText && "size-9", action.destructive && "text-destructive"),
          "aria-label": action.ariaLabel,
          title: action.label,
          disabled: action.disabled,
        };
        return action.to ? (
          <Button key={action.label} asChild {...common}>
            <Link to={action.to}>{button}</Link>
          </Button>
        ) : (
          <Button key={action.label} {...common} onClick={action.onSelect}>
            {button}
          </Button>
        );
      })}
    </div>
  );
}
