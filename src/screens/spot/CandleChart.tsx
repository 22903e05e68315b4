// The candlestick chart of /deal (lightweight-charts, loaded with the trade area only). Numbers
// here only draw: the decimal strings are turned into floats for the canvas, never for money.
import { useEffect, useRef } from 'react';
import { Box, Link, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CandlestickSeries, ColorType, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '../../machines/order-book.flow';

const bar = (c: Candle) => ({ time: (c.t / 1000) as UTCTimestamp, open: Number(c.o), high: Number(c.h), low: Number(c.l), close: Number(c.c) });

export function CandleChart({ candles, label }: { candles: Candle[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Candlestick'>; first: number | null; count: number } | null>(null);

  useEffect(() => {
    if (!holder.current) return;
    const api = createChart(holder.current, {
      autoSize: true,
      // The library's logo is a link: inside role="img" it would be a focusable part of a picture.
      // The attribution it carries is given beside the chart instead.
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#a1a1aa', attributionLogo: false },
      grid: { vertLines: { color: '#27272a' }, horzLines: { color: '#27272a' } },
      timeScale: { timeVisible: true },
    });
    const series = api.addSeries(CandlestickSeries, { upColor: '#22c55e', downColor: '#ef4444', wickUpColor: '#22c55e', wickDownColor: '#ef4444', borderVisible: false });
    chart.current = { api, series, first: null, count: 0 };
    return () => { api.remove(); chart.current = null; };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c || candles.length === 0) return;
    // A live candle changes the last bar or adds one; anything else (a new interval) redraws.
    const first = candles[0].t;
    if (c.first === first && (candles.length === c.count || candles.length === c.count + 1)) c.series.update(bar(candles[candles.length - 1]));
    else c.series.setData(candles.map(bar));
    c.first = first;
    c.count = candles.length;
  }, [candles]);

  return (
    <Box>
      <Box ref={holder} h={{ base: '260px', md: '360px' }} w="full" role="img" aria-label={label} />
      <Text fontSize="xs" color="fg.muted" textAlign="end">
        <FormattedMessage
          id="spot.chart.attribution"
          defaultMessage="Chart by {library}"
          values={{ library: <Link href="https://www.tradingview.com/" target="_blank" rel="noreferrer" color="fg.muted" textDecoration="underline">TradingView</Link> }}
        />
      </Text>
    </Box>
  );
}
