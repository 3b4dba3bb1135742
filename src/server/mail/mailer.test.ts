import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { confirmationEmail } from "./templates";

describe("e-mail through SMTP_URL", () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (chunk) => (data += chunk));
        stream.on("end", () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the confirmation message to the SMTP server, from MAIL_FROM", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Gestão <nao-responda@example.com>",
      outboxDir: "/nonexistent",
    });
    await mailer.send(
      confirmationEmail("ana@example.com", "Ana", "http://localhost:3000/api/auth/verify-email?token=abc"),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("To: ana@example.com");
    expect(received[0]).toContain("nao-responda@example.com");
    expect(received[0]).toContain("verify-email?token=3Dabc"); // quoted-printable '='
  });
});

describe("e-mail without SMTP_URL", () => {
  it("writes each message as an .eml file in the outbox", async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-test-"));
    const mailer = createMailer({ from: "Gestão <nao-responda@example.com>", outboxDir });
    await mailer.send(
      confirmationEmail("bia@example.com", "Bia", "http://localhost:3000/api/auth/verify-email?token=xyz"),
    );
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(outboxDir, files[0]), "utf8");
    expect(raw).toContain("To: bia@example.com");
    expect(raw).toMatch(/Subject: /);
    await fs.rm(outboxDir, { recursive: true });
  });
});
