import { useEffect, useRef, useState } from "react";
import { SearchInput } from "@/web/components/ui/search-input";
import { cn } from "@/web/lib/utils";
import { Label } from "@/web/components/ui/label";

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

/**
 * Free-text search with a visible label. It reports the text after a pause in typing, so each
 * keystroke is not a request, and follows the value when it changes from outside (a cleared
 * filter, the browser's back button).
 */
export function SearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(props.value);
  // The last value known to the URL: sent by this box or received from outside.
  const [known, setKnown] = useState(props.value);
  const onSearch = useRef(props.onSearch);
  if (props.value !== known) {
    setKnown(props.value);
    setText(props.value);
  }
  useEffect(() => {
    onSearch.current = props.onSearch;
  });
  useEffect(() => {
    const next = text.trim();
    if (next === known) return;
    const timer = setTimeout(() => {
      setKnown(next);
      onSearch.current(next);
    }, 300);
    return () => clearTimeout(timer);
  }, [text, known]);
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="relative">
        <SearchInput
          id={props.id}
          placeholder={props.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </div>
  );
}
