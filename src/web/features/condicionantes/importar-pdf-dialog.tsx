import { useRef, useState } from "react";
import { FileUp } from "lucide-react";
import type { TPreviaImportacao } from "@/shared/schemas/importar-pdf";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { UploadProgress } from "@/web/components/upload-progress";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { arquivoProblem } from "@/web/lib/upload";
import { readPdf, useConfirmarImportacao } from "./importar-pdf-api";
import { RevisaoDoPdf } from "./importar-pdf-revisao";
import { itensParaConfirmar, linhaDoErro, linhasDaPrevia, type TDatasBase, type TLinha } from "./importar-pdf-linhas";

type TLicencaImportando = { id: string; numero: string; dataEmissao: string | null };

/**
 * 'Importar do PDF': the licence's PDF is read by the server, every condition found is reviewed
 * here beside its page, and only the ticked rows are created, all at once.
 */
export function ImportarPdfDialog(props: {
  licenca: TLicencaImportando;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const confirmar = useConfirmarImportacao();
  const busy = confirmar.isPending;
  return (
    <Dialog open={props.open} onOpenChange={(next) => (next || !busy) && props.onOpenChange(next)}>
      {/* On a phone the whole review scrolls; on a laptop only the table does, the page beside it stays. */}
      <DialogContent className="left-0 top-0 flex h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-4 overflow-y-auto rounded-none border-0 p-4 sm:max-w-none sm:p-6 lg:overflow-hidden">
        <DialogHeader className="pr-8">
          <DialogTitle className="text-2xl font-bold">Importar do PDF</DialogTitle>
          <DialogDescription>
            Licença {props.licenca.numero || "S/N"}: as condicionantes lidas do PDF aparecem para revisão; nada é criado
            antes de você confirmar.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the file chooser. */}
        {props.open && (
          <Importacao licenca={props.licenca} confirmar={confirmar} onDone={() => props.onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Importacao(props: {
  licenca: TLicencaImportando;
  confirmar: ReturnType<typeof useConfirmarImportacao>;
  onDone: () => void;
}) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<TPreviaImportacao | null>(null);
  const [linhas, setLinhas] = useState<TLinha[]>([]);
  const [datas, setDatas] = useState<TDatasBase>({
    padrao: "emissao",
    datas: { emissao: props.licenca.dataEmissao, publicacao: null, recebimento: null },
  });
  const [progresso, setProgresso] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [erroDaLinha, setErroDaLinha] = useState<{ chave: number; mensagem: string } | null>(null);

  const ler = async (escolhido: File) => {
    const problema = arquivoProblem(escolhido, ["pdf"]);
    if (problema) return setErro(problema === "Formato não permitido" ? "Escolha um arquivo PDF." : `${problema}.`);
    setErro(null);
    setProgresso(0);
    try {
      const lida = await readPdf(props.licenca.id, escolhido, (f) => setProgresso(Math.round(f * 100)));
      setArquivo(escolhido);
      setPrevia(lida);
      setLinhas(linhasDaPrevia(lida));
      setErroDaLinha(null);
    } catch (err) {
      setErro(err instanceof ApiError ? err.message : "Não foi possível ler o PDF.");
    } finally {
      setProgresso(null);
    }
  };

  const importar = async () => {
    try {
      const { criadas } = await props.confirmar.mutateAsync({
        licencaId: props.licenca.id,
        itens: itensParaConfirmar(linhas, datas),
      });
      notify.success(
        criadas === 1 ? "1 condicionante importada com sucesso!" : `${criadas} condicionantes importadas com sucesso!`,
      );
      props.onDone();
    } catch (err) {
      const mensagem = err instanceof ApiError ? err.message : "Não foi possível importar as condicionantes.";
      notify.error(`Erro ao importar condicionantes: ${mensagem}`);
      const chave = err instanceof ApiError ? linhaDoErro(linhas, err.fields) : null;
      setErroDaLinha(chave === null ? null : { chave, mensagem });
    }
  };

  if (!previa || !arquivo) {
    return <EscolherPdf progresso={progresso} erro={erro} onEscolher={(f) => void ler(f)} />;
  }
  return (
    <RevisaoDoPdf
      arquivo={arquivo}
      previa={previa}
      linhas={linhas}
      setLinhas={setLinhas}
      datas={datas}
      setDatas={setDatas}
      erroDaLinha={erroDaLinha}
      importando={props.confirmar.isPending}
      onImportar={() => void importar()}
      onOutroPdf={() => {
        setPrevia(null);
        setArquivo(null);
      }}
      onCancelar={props.onDone}
    />
  );
}

/** The first step: the file, sent to be read, and what stopped the reading. */
function EscolherPdf(props: { progresso: number | null; erro: string | null; onEscolher: (arquivo: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [arrastando, setArrastando] = useState(false);
  const lendo = props.progresso !== null;
  const estado = lendo ? { file: "o PDF", index: 1, total: 1, percent: props.progresso ?? 0 } : null;
  return (
    <div className="mx-auto grid w-full max-w-xl content-start gap-4 overflow-y-auto py-4">
      <div
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center ${arrastando ? "border-primary bg-primary/5" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setArrastando(true);
        }}
        onDragLeave={() => setArrastando(false)}
        onDrop={(e) => {
          e.preventDefault();
          setArrastando(false);
          const escolhido = e.dataTransfer.files[0];
          if (escolhido && !lendo) props.onEscolher(escolhido);
        }}
      >
        <FileUp aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-medium">Envie o PDF da licença emitido pelo órgão</p>
        <p className="text-sm text-muted-foreground">
          As condicionantes numeradas e seus prazos são lidos do texto do PDF (até 10 MB e 200 páginas). Um PDF
          digitalizado, sem texto selecionável, não pode ser lido.
        </p>
        <Button type="button" disabled={lendo} onClick={() => input.current?.click()}>
          {lendo ? (estado && estado.percent < 100 ? "Enviando..." : "Lendo o PDF...") : "Escolher PDF"}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept="application/pdf,.pdf"
          aria-label="Arquivo PDF da licença"
          onChange={(e) => {
            const escolhido = e.target.files?.[0];
            e.target.value = "";
            if (escolhido) props.onEscolher(escolhido);
          }}
        />
      </div>
      {estado && <UploadProgress state={estado} />}
      {props.erro && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {props.erro}
        </p>
      )}
    </div>
  );
}
