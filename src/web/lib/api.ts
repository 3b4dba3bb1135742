import { rememberServerToday, todayHeader } from "./server-today";

/** An API answer other than 2xx, carrying the server's pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const UNEXPECTED = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, UNEXPECTED);
  }
  rememberServerToday(todayHeader(res));
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new ApiError(res.status, err?.message ?? UNEXPECTED, err?.fields);
  }
  return data as T;
}

/** Builds a query string from defined, non-empty values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : "";
}

/** 'Erro ao {action}: {server message}', or 'Erro inesperado ao {action}' when no server answered. */
export const acaoErrorText = (action: string, err: unknown) =>
  err instanceof ApiError && err.status !== 0 ? `Erro ao ${action}: ${err.message}` : `Erro inesperado ao ${action}`;
