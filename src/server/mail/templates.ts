import { siteConfig } from "../../shared/site-config";
import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(paragraphs: string[], link?: { url: string; label: string }) {
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n") +
    (link ? `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "") +
    `\n<p>— ${escapeHtml(siteConfig.brand)}</p>`;
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), `— ${siteConfig.brand}`].join("\n\n");
  return { html, text };
}

export function confirmationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: `Confirme seu cadastro no ${siteConfig.productName}`,
    ...layout(
      [
        `Olá, ${name || to}!`,
        "Recebemos seu cadastro. Para confirmar seu e-mail, abra o link abaixo (válido por 24 horas).",
        "Depois da confirmação, um administrador vai aprovar sua conta e vinculá-la à sua empresa; você será avisado por e-mail.",
        "Se você não se cadastrou, ignore esta mensagem.",
      ],
      { url, label: "Confirmar e-mail" },
    ),
  };
}

export function approvedEmail(to: string, name: string, companyName: string, loginUrl: string): MailMessage {
  return {
    to,
    subject: "Sua conta foi aprovada",
    ...layout(
      [
        `Olá, ${name || to}!`,
        `Sua conta foi aprovada e vinculada à empresa ${companyName}. Você já pode acessar o sistema.`,
      ],
      { url: loginUrl, label: "Acessar Sistema" },
    ),
  };
}
