// Mutually exclusive choices drawn as buttons (buy or sell, limit or market, a chart interval),
// with a radio group's keyboard: one tab stop on the chosen option, the arrow keys move to and
// choose the next or previous one (mirrored in right-to-left text), Home and End the first and last.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, ButtonGroup, type ButtonGroupProps, type ButtonProps } from '@chakra-ui/react';

export interface RadioButton<T extends string> {
  value: T;
  label: ReactNode;
  /** The palette of this option (a buy option green, a sell option red). */
  colorPalette?: ButtonProps['colorPalette'];
}

export interface RadioButtonsProps<T extends string> extends Omit<ButtonGroupProps, 'onChange'> {
  label: string;
  value: T;
  options: RadioButton<T>[];
  onChange(value: T): void;
  /** The variants of the chosen option and of the others. */
  chosenVariant?: ButtonProps['variant'];
  otherVariant?: ButtonProps['variant'];
  /** The options share the width of the group. */
  equalWidths?: boolean;
}

const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function RadioButtons<T extends string>({
  label, value, options, onChange, chosenVariant = 'subtle', otherVariant = 'ghost', equalWidths, ...group
}: RadioButtonsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.max(0, options.findIndex((o) => o.value === value));

  const choose = (index: number) => {
    buttons.current[index]?.focus();
    if (options[index].value !== value) onChange(options[index].value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = options.length - 1;
    let target: number | undefined;
    if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = last;
    else if (e.key in step) {
      const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
      const horizontal = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
      const delta = rtl && horizontal ? -step[e.key] : step[e.key];
      target = (chosen + delta + options.length) % options.length;
    }
    if (target === undefined) return;
    e.preventDefault();
    choose(target);
  };

  return (
    <ButtonGroup role="radiogroup" aria-label={label} {...group}>
      {options.map((o, i) => (
        <Button
          key={o.value}
          ref={(el) => { buttons.current[i] = el; }}
          role="radio"
          aria-checked={i === chosen}
          tabIndex={i === chosen ? 0 : -1}
          flex={equalWidths ? '1' : undefined}
          colorPalette={o.colorPalette}
          variant={i === chosen ? chosenVariant : otherVariant}
          onClick={() => choose(i)}
          onKeyDown={onKeyDown}
        >
          {o.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
