import { cn } from "@/web/lib/utils";

/** A labelled group of native radio buttons: keyboard arrows and screen readers work as usual. */
export function RadioOptions<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const hintId = props.hint ? `${props.name}-hint` : undefined;
  return (
    <fieldset className="space-y-2" disabled={props.disabled} aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium leading-none">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {props.options.map(([value, label]) => (
          <label
            key={value}
            className={cn(
              "flex items-center gap-2 text-sm",
              props.disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer",
            )}
          >
            <input
              type="radio"
              name={props.name}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      {props.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
    </fieldset>
  );
}
