import { siteConfig } from "../../shared/site-config";
import {
  ALERTA_TIPO_LABELS,
  alertaLink,
  marcoTexto,
  URGENCIA_TITULOS,
  URGENCIAS,
  urgenciaDoMarco,
  type TAlertaItemTipo,
} from "../../shared/rules/alertas";
import { formatIsoDate as formatDate } from "../../shared/rules/datas";
import { button, emailDocument, escapeHtml, MUTED, paragraph } from "./layout";
import type { MailMessage } from "./mailer";

export type TResumoItem = {
  itemTipo: TAlertaItemTipo;
  itemId: string;
  paiId: string | null;
  titulo: string;
  contexto: string | null;
  prazo: string;
  marco: number;
  /** A proof's condition or obligation (its alert links there); null for the other kinds. */
  condicionanteId?: string | null;
  obrigacaoId?: string | null;
};

// Colours of each group's heading, readable in any mail client (inline styles only).
const COR: Record<(typeof URGENCIAS)[number], string> = {
  atrasado: "#b91c1c",
  hoje: "#c2410c",
  analise: "#047857",
  semana: "#b45309",
  mes: "#1d4ed8",
  adiante: "#374151",
};

/**
 * The daily digest of one user's alerts (issue 16 §4): grouped by urgency, most urgent first,
 * each item with its type, context, deadline and a link into the app; plain text and HTML.
 */
/** '3 prazos pedem', '1 prazo e 2 comprovações pedem': a received proof is no deadline. */
function quantosPedem(itens: readonly { itemTipo: string }[]): string {
  const provas = itens.filter((i) => i.itemTipo === "comprovacao").length;
  const prazos = itens.length - provas;
  const partes = [
    prazos ? `${prazos} ${prazos === 1 ? "prazo" : "prazos"}` : null,
    provas ? `${provas} ${provas === 1 ? "comprovação" : "comprovações"}` : null,
  ].filter(Boolean);
  return `${partes.join(" e ")} ${itens.length === 1 ? "pede" : "pedem"}`;
}

export function resumoAlertasEmail(opts: {
  to: string;
  nome: string;
  empresa: string;
  dia: string;
  appUrl: string;
  itens: TResumoItem[];
}): MailMessage {
  const { itens, appUrl } = opts;
  const grupos = URGENCIAS.map((u) => ({
    urgencia: u,
    itens: itens
      .filter((i) => urgenciaDoMarco(i.itemTipo, i.marco) === u)
      .sort((a, b) => a.prazo.localeCompare(b.prazo)),
  })).filter((g) => g.itens.length > 0);
  const url = (i: TResumoItem) => `${appUrl}${alertaLink(i.itemTipo, i.itemId, i.paiId, i)}`;
  // A proof from the portal has no deadline of its own to speak of: what it waits for instead.
  const quando = (i: TResumoItem) => (i.itemTipo === "comprovacao" ? "" : ` — prazo ${formatDate(i.prazo)}`);
  const linha = (i: TResumoItem) =>
    `${ALERTA_TIPO_LABELS[i.itemTipo]}: ${i.titulo}${i.contexto ? ` (${i.contexto})` : ""}${quando(i)}. ${marcoTexto(i.itemTipo, i.marco)}.`;
  const n = itens.length;
  const quantos = quantosPedem(itens);
  const saudacao = `Olá, ${opts.nome || opts.to}!`;
  const abertura = `${quantos} sua atenção hoje, ${formatDate(opts.dia)}, na ${opts.empresa}.`;
  const porque =
    "Você recebe este resumo porque é responsável por estes itens ou administrador da empresa. Para deixar de recebê-lo, desligue o resumo diário em";
  const configuracoes = `${appUrl}/configuracoes`;

  const text = [
    saudacao,
    abertura,
    ...grupos.map(
      (g) =>
        `${URGENCIA_TITULOS[g.urgencia].toUpperCase()}\n${g.itens.map((i) => `- ${linha(i)}\n  ${url(i)}`).join("\n")}`,
    ),
    `${porque} Configurações: ${configuracoes}`,
    `— ${siteConfig.brand}`,
  ].join("\n\n");

  const itemHtml = (i: TResumoItem) => `
        <tr>
          <td style="padding:8px 0;border-bottom:1px solid #e5e7eb;">
            <div style="font-size:12px;color:${MUTED};">${escapeHtml(ALERTA_TIPO_LABELS[i.itemTipo])}${i.contexto ? ` · ${escapeHtml(i.contexto)}` : ""}</div>
            <div style="font-size:15px;font-weight:600;color:#111827;"><a href="${escapeHtml(url(i))}" style="color:#111827;text-decoration:underline;">${escapeHtml(i.titulo)}</a></div>
            <div style="font-size:14px;color:#374151;">${i.itemTipo === "comprovacao" ? "" : `Prazo: <strong>${formatDate(i.prazo)}</strong> — `}${escapeHtml(marcoTexto(i.itemTipo, i.marco))}</div>
          </td>
        </tr>`;
  const html = emailDocument({
    title: assunto(n, opts.dia),
    heading: "Resumo diário de prazos",
    content: `${paragraph(saudacao)}
      ${paragraph(abertura)}
      ${grupos
        .map(
          (
            g,
          ) => `<h2 style="font-size:16px;color:${COR[g.urgencia]};margin:20px 0 4px;border-left:4px solid ${COR[g.urgencia]};padding-left:8px;">${escapeHtml(URGENCIA_TITULOS[g.urgencia])} (${g.itens.length})</h2>
      <table role="presentation" width="100%" cellspacing="0" cellpadding="0">${g.itens.map(itemHtml).join("")}
      </table>`,
        )
        .join("\n      ")}
      ${button(`${appUrl}/alertas`, "Ver todos os alertas")}`,
    footer: `${escapeHtml(porque)} <a href="${escapeHtml(configuracoes)}" style="color:${MUTED};">Configurações</a>.`,
  });
  return { to: opts.to, subject: assunto(n, opts.dia), text, html };
}

const assunto = (n: number, dia: string) => `Prazos de ${formatDate(dia)}: ${n === 1 ? "1 alerta" : `${n} alertas`}`;
