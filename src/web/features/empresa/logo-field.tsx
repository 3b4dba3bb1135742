import { useEffect, useId, useRef, useState } from "react";
import { ImageIcon, Trash2, Upload } from "lucide-react";
import { LOGO_ACCEPT, LOGO_EXTENSOES, LOGO_MAX_BYTES } from "@/shared/schemas/empresa";
import { Button } from "@/web/components/ui/button";

/** What 'Salvar' does with the logo: keep it, send a new file, or remove it. */
export type TLogoEscolha = { tipo: "manter" } | { tipo: "novo"; file: File; preview: string } | { tipo: "remover" };

/** Why a chosen file will not be accepted, before sending it (the server checks by content). */
function problema(file: File): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(LOGO_EXTENSOES as readonly string[]).includes(ext)) return "Envie uma imagem PNG, JPG ou GIF.";
  if (file.size > LOGO_MAX_BYTES) return "O logo deve ter no máximo 2 MB.";
  return null;
}

/** The logo picker: the saved logo or the chosen file's preview, applied by the form's 'Salvar'. */
export function LogoField(props: {
  salvo: string | null;
  escolha: TLogoEscolha;
  onEscolha: (escolha: TLogoEscolha) => void;
  disabled: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [erro, setErro] = useState<string | null>(null);
  const { escolha } = props;
  // The chosen file's preview lives as long as that choice.
  useEffect(() => () => void (escolha.tipo === "novo" && URL.revokeObjectURL(escolha.preview)), [escolha]);
  const mostrado = escolha.tipo === "remover" ? null : escolha.tipo === "novo" ? escolha.preview : props.salvo;

  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium">Logo da empresa</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted/30">
          {mostrado ? (
            <img src={mostrado} alt="Pré-visualização do logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-label="Sem logo" />
          )}
        </div>
        {!props.disabled && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden />
              {mostrado ? "Trocar logo" : "Escolher logo"}
            </Button>
            {mostrado && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="text-destructive"
                onClick={() => props.onEscolha(props.salvo ? { tipo: "remover" } : { tipo: "manter" })}
              >
                <Trash2 aria-hidden />
                Remover logo
              </Button>
            )}
          </div>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Arquivo do logo"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            const p = problema(file);
            setErro(p);
            if (!p) props.onEscolha({ tipo: "novo", file, preview: URL.createObjectURL(file) });
          }}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        PNG, JPG ou GIF, até 2 MB. Aparece no menu lateral, no título do Dashboard e nos relatórios impressos.
      </p>
      {erro && (
        <p role="alert" className="text-sm text-destructive">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
