import { expect, test, type Page, type Response } from "@playwright/test";
import { siteConfig } from "../src/shared/site-config";
import { E2E_URL } from "../playwright.config";
import { createApprovedUser, openSession } from "./support/users";
import { fecharComEsc } from "./support/dialogs";

const KB = 1024;

/**
 * The scripts one page load brings over the network, asked for gzip only: the budgets of
 * issue 18 are in gzipped bytes (brotli, which browsers prefer, is smaller still).
 */
async function scriptsLoadedBy(page: Page, url: string) {
  await page.setExtraHTTPHeaders({ "accept-encoding": "gzip" });
  const responses: Response[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") responses.push(res);
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(
    responses.map(async (res) => ({
      url: res.url(),
      encoding: res.headers()["content-encoding"],
      bytes: (await res.request().sizes()).responseBodySize,
    })),
  );
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`${url}: ${scripts.length} scripts, ${(total / KB).toFixed(1)} KB of JS gzipped`);
  return { scripts, total };
}

test("the landing page presents the seven services, the contact block and the 2024 footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Mais de 15 anos/).first()).toBeVisible();
  await expect(page.locator("#servicos h3")).toHaveCount(7);
  const contact = page.locator("#contato");
  await expect(contact.getByText(siteConfig.contact.phoneDisplay)).toBeVisible();
  await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/${siteConfig.contact.whatsappNumber}`,
  );
  await expect(contact.getByText(/Chapecó-SC/)).toBeVisible();
  await expect(contact.getByRole("link", { name: siteConfig.contact.email })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.contact.email}`,
  );
  await expect(page.getByRole("contentinfo")).toContainText("© 2024");
});

test("the header anchors scroll to the services and contact sections", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Contato", exact: true }).click();
  await expect(page).toHaveURL(/#contato$/);
  await expect(page.locator("#contato")).toBeInViewport();
});

test("on a phone the menu opens, and closes by itself when the window grows to 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Abrir menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const mobileNav = page.getByRole("navigation", { name: "Menu móvel" });
  await expect(mobileNav.getByRole("link", { name: "Serviços" })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(mobileNav).toBeHidden();
  await expect(toggle).toBeHidden();
});

test("on a phone the menu closes on Escape, giving the focus back, and when a section is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Abrir menu" });
  const mobileNav = page.getByRole("navigation", { name: "Menu móvel" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await fecharComEsc(page, mobileNav);
  await expect(toggle).toBeFocused();
  await toggle.click();
  await mobileNav.getByRole("link", { name: "Contato" }).click();
  await expect(mobileNav).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#contato")).toBeInViewport();
});

test("an unknown address shows the 404 page with a link home", async ({ page }) => {
  await page.goto("/nao-existe/em-lugar-algum");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o início" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a broken confirmation link returns to the site with an explanation", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=invalido&callbackURL=%2F");
  await expect(page.getByText("Erro na confirmação")).toBeVisible();
  await expect(page.getByText(/O link de confirmação é inválido/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the landing page's scripts and styles arrive compressed and cached for good", async ({ page }) => {
  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname.startsWith("/assets/") && /\.(js|css)$/.test(res.url())) {
      assets.push({
        url: res.url(),
        encoding: res.headers()["content-encoding"],
        cache: res.headers()["cache-control"],
      });
    }
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) {
    expect(a.encoding, a.url).toMatch(/^(br|gzip)$/);
    expect(a.cache, a.url).toBe("public, max-age=31536000, immutable");
  }
});

test("the landing page brings at most 60 KB of gzipped script, every script compressed", async ({ page }) => {
  const { scripts, total } = await scriptsLoadedBy(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(total).toBeLessThanOrEqual(60 * KB);
  for (const s of scripts) if (s.bytes >= KB) expect(s.encoding, s.url).toBe("gzip");
});

test("a signed-in user's first screen, the dashboard, brings at most 200 KB of gzipped script", async ({
  browser,
  page,
}) => {
  const user = await createApprovedUser("Leitora do Painel");
  await openSession(page, user.email, user.password);
  // A fresh browser with the same session: nothing cached, as on the first visit of the day.
  const context = await browser.newContext({ baseURL: E2E_URL, storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const { scripts, total } = await scriptsLoadedBy(fresh, "/dashboard");
  await expect(fresh.getByRole("heading", { name: /Dashboard/ })).toBeVisible();
  expect(total).toBeLessThanOrEqual(200 * KB);
  for (const s of scripts) if (s.bytes >= KB) expect(s.encoding, s.url).toBe("gzip");
  await context.close();
});
