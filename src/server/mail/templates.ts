import { siteConfig } from "../../shared/site-config";
import { button, emailDocument, paragraph } from "./layout";
import type { MailMessage } from "./mailer";

/** A short message: paragraphs and one link, as HTML (in the one layout) and as plain text. */
function message(opts: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  link: { url: string; label: string };
}): MailMessage {
  const { paragraphs, link } = opts;
  return {
    to: opts.to,
    subject: opts.subject,
    html: emailDocument({
      title: opts.subject,
      heading: opts.heading,
      content: paragraphs.map(paragraph).join("\n      ") + `\n      ${button(link.url, link.label)}`,
    }),
    text: [...paragraphs, `${link.label}: ${link.url}`, `— ${siteConfig.brand}`].join("\n\n"),
  };
}

export function confirmationEmail(to: string, name: string, url: string): MailMessage {
  return message({
    to,
    subject: `Confirme seu cadastro no ${siteConfig.productName}`,
    heading: "Confirme seu e-mail",
    paragraphs: [
      `Olá, ${name || to}!`,
      "Recebemos seu cadastro. Para confirmar seu e-mail, abra o link abaixo (válido por 24 horas).",
      "Depois da confirmação, um administrador vai aprovar sua conta e vinculá-la à sua empresa; você será avisado por e-mail.",
      "Se você não se cadastrou, ignore esta mensagem.",
    ],
    link: { url, label: "Confirmar e-mail" },
  });
}

export function approvedEmail(to: string, name: string, companyName: string, loginUrl: string): MailMessage {
  return message({
    to,
    subject: "Sua conta foi aprovada",
    heading: "Conta aprovada",
    paragraphs: [
      `Olá, ${name || to}!`,
      `Sua conta foi aprovada e vinculada à empresa ${companyName}. Você já pode acessar o sistema.`,
    ],
    link: { url: loginUrl, label: "Acessar Sistema" },
  });
}

/** The invitation to a client's person (issue 29 §2): the link sets the password and opens the portal. */
export function conviteEmail(opts: {
  to: string;
  nome: string;
  empresa: string;
  cliente: string;
  url: string;
  validadeDias: number;
}): MailMessage {
  return message({
    to: opts.to,
    subject: `Convite para o Portal do Empreendedor — ${opts.empresa}`,
    heading: "Você foi convidado para o Portal do Empreendedor",
    paragraphs: [
      `Olá, ${opts.nome || opts.to}!`,
      `${opts.empresa} convidou você para acompanhar as licenças e condicionantes de ${opts.cliente} no Portal do Empreendedor.`,
      `Abra o link abaixo para criar sua senha e entrar. O convite vale por ${opts.validadeDias} dias e só pode ser usado uma vez.`,
      "Se você não esperava este convite, ignore esta mensagem.",
    ],
    link: { url: opts.url, label: "Aceitar convite" },
  });
}
