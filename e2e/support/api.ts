import { expect, type Page } from "@playwright/test";
import { E2E_URL } from "../../playwright.config";

// The API checks the Origin of cookie-carrying writes, as a browser would send it.
const headers = { origin: E2E_URL };

/** Set-up through the API with the page's session: a POST that must answer 201, and its body. */
export async function postApi<T = { id: string }>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(path, { data, headers });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** Set-up through the API with the page's session: a PUT that must answer 200, and its body. */
export async function putApi<T = unknown>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.put(path, { data, headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Set-up through the API with the page's session: a multipart POST (files and fields) that must answer 201. */
export async function postFormApi<T = { id: string }>(
  page: Page,
  path: string,
  multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
): Promise<T> {
  const res = await page.request.post(path, { multipart, headers });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}
