import type { ComponentProps } from "react";
import { Search } from "lucide-react";
import { cn } from "@/web/lib/utils";
import { Input } from "./input";

/** A search box with its magnifier icon; labelling is the caller's (Label or aria-label). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
