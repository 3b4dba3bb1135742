import { siteConfig } from "../../shared/site-config";

/**
 * HTML that went through emailDocument. MailMessage.html has this type, so no message can be
 * sent as a bare fragment: without the document's charset some mail clients guess the encoding
 * and garble the accents.
 */
export type TEmailHtml = string & { readonly __emailDocument: true };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const BRAND_GREEN = "#047857";
const TEXT = "#374151";
export const MUTED = "#6b7280";

/** A paragraph of plain text, escaped, in the body's type. */
export const paragraph = (text: string) =>
  `<p style="font-size:15px;line-height:1.5;color:${TEXT};margin:0 0 12px;">${escapeHtml(text)}</p>`;

/** The message's one call to action. */
export const button = (url: string, label: string) =>
  `<p style="margin:20px 0 4px;"><a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND_GREEN};color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600;">${escapeHtml(label)}</a></p>`;

/**
 * Every e-mail's HTML: the whole document (doctype, pt-BR, UTF-8, the subject as its title), the
 * brand over a white card on grey, and a footer under it. `content` and `footer` are HTML already
 * escaped by the caller (paragraph, button, or the caller's own markup); inline styles only,
 * since many mail clients drop <style>.
 */
export function emailDocument(opts: { title: string; heading: string; content: string; footer?: string }): TEmailHtml {
  const footer = opts.footer
    ? `\n    <p style="font-size:12px;line-height:1.5;color:${MUTED};margin:16px 8px 0;">${opts.footer}</p>`
    : "";
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;">
  <div style="max-width:600px;margin:0 auto;padding:24px 16px;">
    <div style="background:#ffffff;border-radius:8px;padding:24px;">
      <div style="font-size:13px;color:${BRAND_GREEN};font-weight:700;letter-spacing:.02em;">${escapeHtml(siteConfig.brand)}</div>
      <h1 style="font-size:20px;color:#111827;margin:8px 0 16px;">${escapeHtml(opts.heading)}</h1>
      ${opts.content}
    </div>${footer}
    <p style="font-size:12px;color:${MUTED};margin:8px 8px 0;">— ${escapeHtml(siteConfig.brand)} · ${escapeHtml(siteConfig.productName)}</p>
  </div>
</body>
</html>
` as TEmailHtml;
}
