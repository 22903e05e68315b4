// The instruments timed contracts are offered on: the 12 crypto assets quoted in USDT, settled
// against the same guarded reference price (the mark) the leveraged contracts use. Stakes and
// payouts are USDT from the spot account.
import { instruments, QUOTE_ASSET, symbolOf } from '../market/instruments';

export const DELIVERY_ASSET = QUOTE_ASSET.code;
export const DELIVERY_SCALE = QUOTE_ASSET.scale;

export interface DeliveryInstrument { symbol: string; name: string }

export const deliveryInstruments: DeliveryInstrument[] = instruments.map((i) => ({ symbol: symbolOf(i.base), name: i.name }));
export const deliverySymbols: string[] = deliveryInstruments.map((i) => i.symbol);

const bySymbol = new Map(deliveryInstruments.map((i) => [i.symbol, i]));
export const deliveryInstrument = (symbol: string) => bySymbol.get(symbol);
