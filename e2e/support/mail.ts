import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/**
 * Waits for the newest e-mail to `to` in the server's outbox and returns its decoded text. Several
 * instances of the app each write to their own data folder's outbox: `dataDirs` names them all.
 */
export async function waitForMail(to: string, subjectPart = "", dataDirs = [E2E_DATA_DIR]): Promise<string> {
  const dirs = dataDirs.map((d) => path.join(d, "outbox"));
  let found = "";
  await expect
    .poll(
      () => {
        // File names start with the time of sending, so sorting by name sorts the mails too.
        const mails = dirs
          .flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => ({ f, dir })) : []))
          .sort((a, b) => a.f.localeCompare(b.f))
          .map(({ f, dir }) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), "utf8")))
          .filter((m) => m.includes(`To: ${to}`) && m.includes(subjectPart));
        found = mails.at(-1) ?? "";
        return found;
      },
      { message: `e-mail para ${to}` },
    )
    .not.toBe("");
  return found;
}

export function confirmationLink(mail: string): string {
  const link = mail.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error("e-mail sem link de confirmação");
  return link;
}
