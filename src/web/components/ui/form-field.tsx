import type { ReactNode } from "react";
import { cn } from "@/web/lib/utils";
import { Label } from "./label";

/** The ids and aria attributes that tie a control to its label, hint and error: spread them on it. */
export function fieldA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/**
 * Label, control, hint and error of every form. The '*' of a required field sits beside the
 * label, outside the accessible name, so the field is still found as 'Nome'. The control is the
 * caller's, with `fieldA11y(id, error, hint)` spread on it.
 */
export function FormField(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-2", props.wide && "sm:col-span-2")}>
      <div className="flex items-center gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        {props.required && (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        )}
      </div>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}
