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

/** Waits for the newest e-mail to `to` in the server's outbox and returns its decoded text. */
export async function waitForMail(to: string, subjectPart = ""): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  let found = "";
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return "";
        const mails = fs
          .readdirSync(dir)
          .sort()
          .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), "utf8")))
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
