import { useId, useRef } from "react";
import { Copy } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { notify } from "@/web/lib/notify";

/** The clipboard API needs a secure page (https or localhost); elsewhere, the selected text is copied the old way. */
async function copiar(texto: string, campo: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(texto);
    return true;
  } catch {
    campo?.select();
    return document.execCommand?.("copy") ?? false;
  }
}

const AVISO_PADRAO =
  "Por segurança, este endereço aparece só agora. Quem o tiver vê os seus prazos: não o compartilhe. Se o perder, gere um novo link.";

/**
 * The new address, shown this once (only its hash is kept on the server), with 'Copiar endereço'
 * and how to subscribe to it in the usual calendar apps: the user's own feed (/configuracoes) and
 * the portal's client feed. `aviso` is the line under the address, on what keeping it safe means.
 */
export function CalendarioFeedEndereco({ url, aviso = AVISO_PADRAO }: { url: string; aviso?: string }) {
  const campo = useRef<HTMLInputElement>(null);
  const id = useId();
  const onCopiar = async () => {
    if (await copiar(url, campo.current)) notify.success("Endereço copiado. Cole-o no seu aplicativo de calendário.");
    else notify.error("Não foi possível copiar. Selecione o endereço e copie-o manualmente.");
  };

  return (
    <div className="grid gap-4 rounded-md border border-primary/40 bg-muted/40 p-4">
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Endereço do seu calendário
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            ref={campo}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button type="button" onClick={onCopiar} className="shrink-0">
            <Copy aria-hidden="true" />
            Copiar endereço
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{aviso}</p>
      </div>
      <div className="grid gap-2 text-sm">
        <p className="font-medium">Como assinar</p>
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <span className="font-medium">Google Agenda</span> (no computador): em “Outras agendas”, clique em “+” → “Do
            URL”, cole o endereço e clique em “Adicionar agenda”. Ela aparece também no celular.
          </li>
          <li>
            <span className="font-medium">Outlook</span>: “Adicionar calendário” → “Assinar da Web”, cole o endereço, dê
            um nome e clique em “Importar”.
          </li>
          <li>
            <span className="font-medium">iPhone</span>: Ajustes → Calendário → Contas → Adicionar Conta → Outra →
            “Adicionar Calendário Assinado”, cole o endereço e toque em “Seguinte”.
          </li>
        </ul>
        <p className="text-muted-foreground">
          Os aplicativos buscam o calendário de tempos em tempos (o Google, a cada algumas horas): uma mudança feita
          aqui pode levar esse tempo para aparecer lá.
        </p>
      </div>
    </div>
  );
}
