import { useEffect, useRef, useState } from "react";
import { Label } from "@/web/components/ui/label";
import { SearchInput } from "@/web/components/ui/search-input";
import { cn } from "@/web/lib/utils";

/**
 * Free-text search with its label. It reports the text after a pause in typing, so each
 * keystroke is not a request, and follows the value when it changes from outside (a cleared
 * filter, the browser's back button). `hideLabel` keeps the label for screen readers only.
 */
export function SearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  hideLabel?: boolean;
  className?: string;
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
    <div className={cn(props.hideLabel ? "relative" : "space-y-2", props.className)}>
      <Label htmlFor={props.id} className={props.hideLabel ? "sr-only" : undefined}>
        {props.label}
      </Label>
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
