// Assertions on API answers that every module's integration tests share.
import { expect } from "vitest";
import { readError, type Client } from "./test-app";

/** The answer is an error with this status and, when given, exactly this pt-BR message. */
export async function expectError(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const error = await readError(res);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

/** POSTs and expects 201; the response body on failure makes the test output readable. */
export async function postJson<T>(client: Client, url: string, body: unknown): Promise<T> {
  const res = await client.post(url, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as T;
}

/** GETs and expects 200. */
export async function getJson<T>(client: Client, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
