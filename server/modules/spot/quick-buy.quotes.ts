// Quick purchase quotes the spot runtime holds between a quote and its purchase: a few seconds
// each, used once. In memory beside the books they were read from (a restart rebuilds the books
// and forgets the quotes; the user asks for a new one).
export interface QuickQuote {
  id: string;
  userId: string;
  symbol: string;
  lots: number;
  boundTicks: number;
  /** What the order locks at its bound, for the USDT returned after it. */
  maxSpend: bigint;
  expiresAt: number;
  /** Taken by a purchase in progress or done; given back when the purchase is refused. */
  taken: boolean;
}

export function createQuickQuotes() {
  const quotes = new Map<string, QuickQuote>();
  return {
    put(q: QuickQuote, now: number) {
      for (const [id, old] of quotes) if (old.expiresAt < now) quotes.delete(id);
      quotes.set(q.id, q);
    },
    get(id: string): QuickQuote | undefined { return quotes.get(id); },
    get size() { return quotes.size; },
  };
}

export type QuickQuotes = ReturnType<typeof createQuickQuotes>;
