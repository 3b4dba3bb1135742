import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lastMailTo } from "../test/test-app";
import { createMailer, type MailMessage } from "./mailer";
import { resumoAlertasEmail } from "./resumo-alertas";
import * as templates from "./templates";

// One sample of every e-mail the app sends; the type makes a new template in templates.ts add
// its own here.
const SAMPLES: Record<keyof typeof templates | "resumoAlertasEmail", () => MailMessage> = {
  confirmationEmail: () =>
    templates.confirmationEmail(
      "joao@example.com",
      "João Araújo",
      "http://localhost:3000/api/auth/verify-email?token=a&b=1",
    ),
  approvedEmail: () =>
    templates.approvedEmail("joana@example.com", "Joana", "Ação & Meio Ambiente", "http://localhost:3000/auth"),
  conviteEmail: () =>
    templates.conviteEmail({
      to: "maria@example.com",
      nome: "Maria Conceição",
      empresa: "Ação Ambiental Consultoria",
      cliente: "Fazenda São João & Filhos",
      url: "http://localhost:3000/convite?token=abc_DEF-123",
      validadeDias: 7,
    }),
  resumoAlertasEmail: () =>
    resumoAlertasEmail({
      to: "ana@example.com",
      nome: "Ana Conceição",
      empresa: "Alfa Ambiental",
      dia: "2026-03-10",
      appUrl: "http://localhost:3000",
      itens: [
        {
          itemTipo: "licenca",
          itemId: "l1",
          paiId: null,
          titulo: "LO 123/2024 — Fazenda São João",
          contexto: "Águas Claras",
          prazo: "2026-03-10",
          marco: 0,
        },
      ],
    }),
};

type TElement = { tag: string; attrs: Record<string, string>; children: TElement[]; text: string };
const VOID = new Set(["meta", "link", "br", "hr", "img", "input"]);

/**
 * Reads an HTML document as a browser would need it to be: a doctype, then one tree of
 * elements in which every opened element closes in order. Throws where it is not.
 */
function parseDocument(html: string): { doctype: string; root: TElement } {
  const doctype = /^\s*<!doctype ([^>]*)>/i.exec(html);
  if (!doctype) throw new Error(`no doctype: ${html.slice(0, 60)}`);
  const top: TElement = { tag: "#document", attrs: {}, children: [], text: "" };
  const open = [top];
  const token = /<!--[\s\S]*?-->|<\/([a-z0-9]+)\s*>|<([a-z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/giy;
  let read = (token.lastIndex = doctype[0].length);
  for (let m = token.exec(html); m; m = token.exec(html), read = token.lastIndex || read) {
    const [, close, tag, attrs, text] = m;
    const current = open[open.length - 1];
    if (text) for (const e of open) e.text += text;
    else if (close) {
      if (current.tag !== close.toLowerCase()) throw new Error(`</${close}> closes <${current.tag}>`);
      open.pop();
    } else if (tag) {
      const element: TElement = { tag: tag.toLowerCase(), attrs: {}, children: [], text: "" };
      for (const [, name, value] of (attrs ?? "").matchAll(/([^\s=]+)(?:="([^"]*)")?/g))
        element.attrs[name.toLowerCase()] = value ?? "";
      current.children.push(element);
      if (!VOID.has(element.tag)) open.push(element);
    }
  }
  if (read < html.length) throw new Error(`unreadable from: ${html.slice(read, read + 60)}`);
  if (open.length !== 1) throw new Error(`<${open[open.length - 1].tag}> never closes`);
  if (top.children.length !== 1) throw new Error("more than one root element");
  return { doctype: doctype[1], root: top.children[0] };
}

/** The raw message's parts, each with its headers and its (already decoded) body. */
function mimeParts(raw: string) {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const at = part.indexOf("\n\n");
      return { headers: part.slice(0, at), body: part.slice(at + 2) };
    });
}

const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-layout-"));
afterAll(() => fs.rm(outboxDir, { recursive: true, force: true }));

describe("every e-mail the app sends", () => {
  it.each(Object.entries(SAMPLES))(
    "%s is a whole HTML document in pt-BR, declared UTF-8 in itself and in its MIME part, beside its plain text",
    async (_name, sample) => {
      const message = sample();
      await createMailer({ from: "Gestão <nao-responda@example.com>", outboxDir }).send(message);
      const parts = mimeParts(await lastMailTo(outboxDir, message.to));

      const types = parts.map((p) => /^Content-Type: (.*)$/im.exec(p.headers)?.[1]);
      expect(types).toEqual(["text/plain; charset=utf-8", "text/html; charset=utf-8"]);
      expect(parts[0].body).toContain("Olá,");

      const { doctype, root } = parseDocument(parts[1].body);
      expect(doctype.toLowerCase()).toBe("html");
      expect(root.tag).toBe("html");
      expect(root.attrs.lang).toBe("pt-BR");
      expect(root.children.map((e) => e.tag)).toEqual(["head", "body"]);
      const [head, body] = root.children;
      // First in <head>, so a client reads the charset before any text.
      expect(head.children[0]).toMatchObject({ tag: "meta", attrs: { charset: "utf-8" } });
      expect(head.children.find((e) => e.tag === "meta" && e.attrs.name === "viewport")).toBeDefined();
      expect(head.children.find((e) => e.tag === "title")?.text).toBe(message.subject);
      expect(body.text).toContain("Olá,");
    },
  );
});
