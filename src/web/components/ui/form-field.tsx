import { cloneElement, type ReactElement } from "react";
import { cn } from "@/web/lib/utils";
import { Label } from "./label";

const INPUT_CLASS =
  "flex h-10 w-full rounded-md border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive";

type ControlProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * Label, control, hint and error wired together by ids, so screen readers announce the
 * message and tests can find the field by its label.
 */
export function FormField(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<ControlProps>;
}) {
  const describedBy = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {cloneElement(props.children, {
        id: props.id,
        className: cn(INPUT_CLASS, props.children.props.className),
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}
