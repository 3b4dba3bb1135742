import type { Db } from "../../db/client";
import type { TMostraPrazos } from "../../db/participacoes";
import {
  fontesDoFeed,
  type TCursorFeed,
  type TFeedEvento,
  type TFeedEventoTipo,
  type TFeedPedido,
} from "./feed-fontes";

export type { TFeedEvento, TFeedEventoTipo, TFeedPedido } from "./feed-fontes";

/** Each source's first events by date: a bound on the feed's size for the largest companies. */
export const FEED_MAX_POR_FONTE = 2000;

/**
 * Events a batch reads (decision 068): the feed is written a batch at a time, so memory holds one
 * batch and its text, whatever the company's size.
 */
export const FEED_LOTE = 500;

/** Runs one batch's read in a tenant (or portal) transaction of its own. */
export type TLeitorDoFeed = <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;

/**
 * The feed's events in batches: each source in turn (licence expiries, legal renewal deadlines,
 * conditions, scheduled deliveries, activities, obligations), each by date then id, its first
 * `maxPorFonte`. Each batch is read in its own short transaction (`ler`), as the exports are
 * (decision 026): a calendar app's slow download never holds a transaction, nor the embedded
 * database's one connection. The cost: batches see different snapshots, so an item changed during
 * a read may or may not be in it; items that stay put are there exactly once.
 */
export async function* eventosDoFeed(
  ler: TLeitorDoFeed,
  p: TFeedPedido,
  { lote = FEED_LOTE, maxPorFonte = FEED_MAX_POR_FONTE } = {},
): AsyncGenerator<TFeedEvento[]> {
  for (const fonte of fontesDoFeed(p)) {
    let depois: TCursorFeed | null = null;
    for (let lidos = 0; lidos < maxPorFonte;) {
      const limite = Math.min(lote, maxPorFonte - lidos);
      const { eventos, ultimo } = await ler((tx) => fonte(tx, depois, limite));
      if (eventos.length > 0) yield eventos;
      if (eventos.length < limite) break;
      lidos += eventos.length;
      depois = ultimo;
    }
  }
}

/** How the iCal feed shows each declared deadline source (decision 054). */
export const PRAZOS_NO_FEED: TMostraPrazos<TFeedEventoTipo> = {
  licenca: ["vencimento", "prazo_renovacao"],
  condicionante: ["condicionante"],
  entrega: ["entrega"],
  atividade: ["atividade"],
  obrigacao: ["obrigacao"],
};
