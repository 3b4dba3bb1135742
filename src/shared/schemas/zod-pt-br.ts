import { z } from "zod";

// zod's own messages are English, and its `pt` locale is European Portuguese ("ficheiro",
// "Demasiado grande"). Messages the spec fixes are written in the schemas and win over these;
// these answer only where a schema says nothing (a wrong type, an array instead of an object).
// Every schema module takes `z` from here, so the server and the web both load this map.

const TYPES: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  bigint: "um número inteiro",
  boolean: "verdadeiro ou falso",
  object: "um objeto",
  array: "uma lista",
  date: "uma data",
  file: "um arquivo",
};

const UNITS: Record<string, string> = { string: "caracteres", array: "itens", set: "itens", file: "bytes" };

const FORMATS: Record<string, string> = {
  email: "E-mail inválido.",
  uuid: "Identificador inválido.",
  guid: "Identificador inválido.",
  date: "Data inválida.",
  datetime: "Data e hora inválidas.",
  url: "Endereço inválido.",
};

export const ptBrError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Campo obrigatório.";
      return `Valor inválido: informe ${TYPES[issue.expected] ?? "um valor válido"}.`;
    case "too_big": {
      const unit = UNITS[issue.origin];
      const limit = `${issue.inclusive ? "no máximo" : "menos de"} ${issue.maximum}`;
      return unit ? `Deve ter ${limit} ${unit}.` : `Deve ser ${limit}.`;
    }
    case "too_small": {
      const unit = UNITS[issue.origin];
      if (issue.origin === "string" && Number(issue.minimum) <= 1) return "Campo obrigatório.";
      const limit = `${issue.inclusive ? "no mínimo" : "mais de"} ${issue.minimum}`;
      return unit ? `Deve ter ${limit} ${unit}.` : `Deve ser ${limit}.`;
    }
    case "invalid_format":
      return FORMATS[issue.format] ?? "Formato inválido.";
    case "not_multiple_of":
      return `Deve ser múltiplo de ${issue.divisor}.`;
    case "unrecognized_keys":
      return `Campo não permitido: ${issue.keys.join(", ")}.`;
    case "invalid_value":
      return issue.values.length > 1 ? "Opção inválida." : "Valor inválido.";
    default:
      return "Valor inválido.";
  }
};

z.config({ localeError: ptBrError });

export { z };
