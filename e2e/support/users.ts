import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { E2E_URL } from "../../playwright.config";
import { confirmationLink, waitForMail } from "./mail";

export const ADMIN = { email: "admin@e2e.test", password: "admin-e2e-senha" };
export const PASSWORD = "senha-segura-123";

// Playwright runs specs on several workers (processes) against one server: the worker's number
// keeps their e-mails and set-up addresses apart.
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? 0);
let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${WORKER}-${++counter}@e2e.test`;

/** Signs in through the Login tab of /auth. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar no Sistema" }).click();
}

// The API checks the Origin of cookie-carrying posts, as a browser would send it. The set-up's
// calls stand for other people's machines: each context comes from its own address (the test
// server trusts one proxy, playwright.config.ts), so the users it creates never spend the
// per-address sign-up and sign-in limits of the browser under test, however many specs run.
let addresses = 0;
const apiContext = () => {
  const n = ++addresses;
  return playwrightRequest.newContext({
    baseURL: E2E_URL,
    extraHTTPHeaders: { origin: E2E_URL, "x-forwarded-for": `10.${WORKER & 255}.${(n >> 8) & 255}.${n & 255}` },
  });
};

/** A confirmed user still waiting for approval. */
export async function createPendingUser(fullName: string) {
  const request = await apiContext();
  const email = uniqueEmail("pendente");
  expect((await request.post("/api/auth/sign-up", { data: { fullName, email, password: PASSWORD } })).ok()).toBe(true);
  await request.get(confirmationLink(await waitForMail(email)), { maxRedirects: 0 });
  await request.dispose();
  return { email, password: PASSWORD, fullName };
}

/**
 * A company named after its user. Names are unique (case, accents and spaces aside) and several
 * specs sign up a user of the same name in one run, so a taken name gets the next number.
 */
async function createCompany(request: Awaited<ReturnType<typeof adminApi>>, name: string) {
  for (let n = 1; ; n++) {
    const res = await request.post("/api/admin/companies", { data: { name: n === 1 ? name : `${name} (${n})` } });
    if (res.status() !== 409) {
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: string; name: string };
    }
  }
}

/**
 * Set-up shortcut for screens that need an approved user: sign-up, confirmation and approval
 * through the public API, as the journey test does through the screens.
 */
export async function createApprovedUser(fullName: string, role = "user", companyId?: string) {
  const { email } = await createPendingUser(fullName);
  const request = await adminApi();
  const company = companyId ? { id: companyId, name: "" } : await createCompany(request, `Empresa de ${fullName}`);
  const pending = await (await request.get(`/api/admin/pending-users?q=${encodeURIComponent(email)}`)).json();
  const approve = await request.post(`/api/admin/pending-users/${pending.items[0].id}/approve`, {
    data: { companyId: company.id, role },
  });
  expect(approve.ok()).toBe(true);
  return { email, password: PASSWORD, fullName, companyName: company.name as string };
}

// One super-administrator session per test worker: sign-in is rate-limited per address, as in
// production, so the set-up must not sign in again for every user it creates.
let adminSession: ReturnType<typeof signInAdmin> | undefined;
async function signInAdmin() {
  const request = await apiContext();
  expect((await request.post("/api/auth/sign-in", { data: ADMIN })).ok()).toBe(true);
  return request;
}
const adminApi = () => (adminSession ??= signInAdmin());

/**
 * An approved user of a fresh company, signed in and on the dashboard. A plain user unless `role`
 * says otherwise; deleting documents one by one needs 'admin' while the company keeps 'Apenas
 * administradores podem excluir documentos' on (its default).
 */
export async function signInNewCompany(page: Page, fullName: string, role = "user") {
  const user = await newCompanySession(page, fullName, role);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/**
 * signInNewCompany without the dashboard: the session is in `page`'s browser and no screen is open
 * yet. For a test whose first screen comes after its data is set up through the API, so that no
 * dashboard loads only to be left.
 *
 * A set-up shortcut: the session is opened through the API from the set-up's own address and
 * handed to the browser, so a suite that runs faster than 30 sign-ins a minute never spends the
 * browser's per-address sign-in limit. Signing in through the screen is the journey's and
 * `signInThroughUi`'s callers' to prove.
 */
export async function newCompanySession(page: Page, fullName: string, role = "user") {
  const user = await createApprovedUser(fullName, role);
  await openSession(page, user.email, user.password);
  return user;
}

/**
 * `email`'s session in `page`'s browser, opened through the API from the set-up's own address; no
 * screen is opened. The same shortcut as newCompanySession's, for an existing person.
 */
export async function openSession(page: Page, email: string, password: string) {
  const request = await apiContext();
  const signIn = await request.post("/api/auth/sign-in", { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.context().addCookies((await request.storageState()).cookies);
  await request.dispose();
}

/** A second person of an existing company (by its exact name), approved with `role`. */
export async function createColleague(companyName: string, fullName: string, role = "user") {
  const { email } = await createPendingUser(fullName);
  const request = await adminApi();
  const companies = await (await request.get(`/api/admin/companies?q=${encodeURIComponent(companyName)}`)).json();
  const company = (companies.items as { id: string; name: string }[]).find((c) => c.name === companyName)!;
  const pending = await (await request.get(`/api/admin/pending-users?q=${encodeURIComponent(email)}`)).json();
  const approve = await request.post(`/api/admin/pending-users/${pending.items[0].id}/approve`, {
    data: { companyId: company.id, role },
  });
  expect(approve.ok()).toBe(true);
  return { email, password: PASSWORD, fullName };
}
