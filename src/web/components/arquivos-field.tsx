import { useRef, type ChangeEvent } from "react";
import { Camera, FileText, X } from "lucide-react";
import { DOCUMENTO_ACCEPT } from "@/shared/schemas/uploads";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/utils";
import { arquivoProblem, formatBytes } from "@/web/lib/upload";

const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/**
 * 'Arquivos': a multiple file chooser and the chosen files, each flagged when it will be refused.
 * With `camera`, a 'Tirar foto' button beside it opens a phone's camera (a second input with
 * `capture`; a computer offers its image files instead).
 */
export function ArquivosField(props: {
  id: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
  camera?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hint = "Formatos: PDF, DOC, DOCX, JPG, JPEG, PNG — até 10MB cada";
  const add = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    const known = new Set(props.files.map(fileKey));
    props.onChange([...props.files, ...chosen.filter((f) => !known.has(fileKey(f)))]);
    e.target.value = ""; // choosing the same file again after removing it still works
  };
  return (
    <FormField id={props.id} label={props.label} hint={hint} error={props.error} wide>
      <Input
        ref={input}
        type="file"
        multiple
        accept={DOCUMENTO_ACCEPT}
        disabled={props.disabled}
        className="h-auto cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm"
        {...fieldA11y(props.id, props.error, true)}
        onChange={add}
      />
      {props.camera && (
        // A label styled as a button: the input inside stays focusable and is what a screen reader names.
        <label
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
            props.disabled && "pointer-events-none opacity-50",
          )}
        >
          <Camera aria-hidden />
          Tirar foto
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={props.disabled}
            onChange={add}
          />
        </label>
      )}
      {props.files.length > 0 && (
        <ul aria-label="Arquivos selecionados" className="grid min-w-0 grid-cols-1 gap-1.5">
          {props.files.map((file) => {
            const problem = arquivoProblem(file);
            return (
              <li
                key={fileKey(file)}
                className={cn(
                  "flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm",
                  problem && "border-destructive bg-destructive/5",
                )}
              >
                <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
                {problem && <span className="shrink-0 text-xs font-medium text-destructive">{problem}</span>}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7 shrink-0"
                  aria-label={`Remover ${file.name}`}
                  disabled={props.disabled}
                  onClick={() => props.onChange(props.files.filter((f) => f !== file))}
                >
                  <X />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </FormField>
  );
}
