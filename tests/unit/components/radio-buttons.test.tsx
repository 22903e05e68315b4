// The keyboard of a group of radio buttons (buy or sell, limit or market, a chart interval): one
// tab stop on the chosen option; the arrow keys, Home and End move to and choose an option.
import { useState } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/app/theme';
import { RadioButtons } from '../../../src/components/forms/RadioButtons';

afterEach(cleanup);

type Interval = '1m' | '5m' | '1h';

function Intervals({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState<Interval>('5m');
  return (
    <ChakraProvider value={appSystem()}>
      <div dir={dir} style={{ direction: dir }}>
        <RadioButtons<Interval> label="Candle interval" value={value} onChange={setValue} options={(['1m', '5m', '1h'] as const).map((i) => ({ value: i, label: i }))} />
      </div>
    </ChakraProvider>
  );
}

const option = (name: string) => screen.getByRole('radio', { name });
const chosen = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.textContent);

describe('RadioButtons', () => {
  it('is one radio group with a single tab stop, on the chosen option', () => {
    render(<Intervals />);
    expect(screen.getByRole('radiogroup', { name: 'Candle interval' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    expect(chosen()).toEqual(['5m']);
  });

  it('moves to and chooses the next and previous option with the arrow keys, wrapping around', () => {
    render(<Intervals />);
    fireEvent.keyDown(option('5m'), { key: 'ArrowRight' });
    expect(chosen()).toEqual(['1h']);
    expect(document.activeElement).toBe(option('1h'));
    expect(option('1h').tabIndex).toBe(0);
    fireEvent.keyDown(option('1h'), { key: 'ArrowDown' });
    expect(chosen()).toEqual(['1m']);
    expect(document.activeElement).toBe(option('1m'));
    fireEvent.keyDown(option('1m'), { key: 'ArrowUp' });
    expect(chosen()).toEqual(['1h']);
    fireEvent.keyDown(option('1h'), { key: 'ArrowLeft' });
    expect(chosen()).toEqual(['5m']);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('goes to the first and last option with Home and End', () => {
    render(<Intervals />);
    fireEvent.keyDown(option('5m'), { key: 'End' });
    expect(chosen()).toEqual(['1h']);
    fireEvent.keyDown(option('1h'), { key: 'Home' });
    expect(chosen()).toEqual(['1m']);
    expect(document.activeElement).toBe(option('1m'));
  });

  it('mirrors the left and right arrows in right-to-left text', () => {
    render(<Intervals dir="rtl" />);
    fireEvent.keyDown(option('5m'), { key: 'ArrowLeft' });
    expect(chosen()).toEqual(['1h']);
    fireEvent.keyDown(option('1h'), { key: 'ArrowRight' });
    expect(chosen()).toEqual(['5m']);
  });
});
