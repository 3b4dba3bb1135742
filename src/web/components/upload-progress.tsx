import { useId } from "react";
import type { TUploadState } from "@/web/lib/upload";
import { cn } from "@/web/lib/utils";

/**
 * 'Enviando {file} (n de N)' with a bar (or `label`, for files sent in one request); announced
 * politely to screen readers.
 */
export function UploadProgress({
  state,
  label = `Enviando ${state.file} (${state.index} de ${state.total})`,
  className,
}: {
  state: Pick<TUploadState, "percent"> & Partial<TUploadState>;
  label?: string;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div className={cn("grid gap-1.5 rounded-md border bg-muted/40 p-3", className)} aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span id={labelId} className="truncate">
          {label}
        </span>
        <span className="shrink-0 tabular-nums text-muted-foreground">{state.percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
        aria-valuetext={`${state.percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${state.percent}%` }}
        />
      </div>
    </div>
  );
}
