import { cloneElement, type ReactElement } from "react";
import { Label } from "@/web/components/ui/label";

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** Label, control and error message tied by ids; a required field shows a '*' after its label. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={props.className ? `space-y-2 ${props.className}` : "space-y-2"}>
      <Label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {cloneElement(props.children, {
        id: props.id,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": props.error ? errorId : undefined,
        "aria-required": props.required || undefined,
      })}
      {props.error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}
