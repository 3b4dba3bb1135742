import { acaoErrorText, ApiError } from "./api";
import { notify } from "./notify";

/**
 * A refused write said where it belongs: the server's message for a field the form has (`isField`;
 * a client deleted meanwhile, a year out of range) goes under that field, through `setError`;
 * any other refusal is a toast, 'Erro ao {action}: …'.
 */
export function showRefusal(
  err: unknown,
  action: string,
  isField: (key: string) => boolean,
  setError: (key: string, message: string) => void,
) {
  const known = err instanceof ApiError ? Object.entries(err.fields ?? {}).filter(([key]) => isField(key)) : [];
  for (const [key, message] of known) setError(key, message);
  if (!known.length) notify.error(acaoErrorText(action, err));
}
