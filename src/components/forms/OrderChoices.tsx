// The first two choices of an order form, spot or contract: the side (buy or sell, long or short)
// as two halves of the form's width, the side that gains when the price rises green and the other
// red; then the order type, market or limit, in the order the form offers them.
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { RadioButtons } from './RadioButtons';

export type OrderType = 'market' | 'limit';

/** One name for each order type, wherever an order is shown. */
export const orderTypeNames = defineMessages({
  market: { id: 'order.type.market', defaultMessage: 'Market' },
  limit: { id: 'order.type.limit', defaultMessage: 'Limit' },
});

export interface OrderChoicesProps<S extends string> {
  /** The name of the side choice (Side, Direction). */
  sideLabel: string;
  side: S;
  /** The side that gains when the price rises, then the one that gains when it falls, with their words. */
  sides: [[S, ReactNode], [S, ReactNode]];
  onSide(side: S): void;
  type: OrderType;
  /** The types in the order the form offers them. */
  types: [OrderType, OrderType];
  onType(type: OrderType): void;
}

export function OrderChoices<S extends string>({ sideLabel, side, sides: [rise, fall], onSide, type, types, onType }: OrderChoicesProps<S>) {
  const intl = useIntl();
  return (
    <>
      <RadioButtons
        size="sm" attached w="full" equalWidths chosenVariant="solid" otherVariant="outline"
        label={sideLabel}
        value={side}
        onChange={onSide}
        options={[
          { value: rise[0], colorPalette: 'green', label: rise[1] },
          { value: fall[0], colorPalette: 'red', label: fall[1] },
        ]}
      />
      <RadioButtons
        size="xs"
        label={intl.formatMessage({ id: 'order.type', defaultMessage: 'Order type' })}
        value={type}
        onChange={onType}
        options={types.map((t) => ({ value: t, label: intl.formatMessage(orderTypeNames[t]) }))}
      />
    </>
  );
}
