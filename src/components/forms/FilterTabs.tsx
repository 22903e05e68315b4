// A tab bar over one view that changes with the tab (the email or phone field, a list of
// markets): the view is the chosen tab's panel, so every trigger's `aria-controls` names a
// rendered panel (the others are empty and hidden) and screen readers find what the tab shows.
import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';

export interface FilterTab<T extends string> {
  value: T;
  label: ReactNode;
}

export interface FilterTabsProps<T extends string> {
  label: string;
  value: T;
  tabs: FilterTab<T>[];
  onChange(value: T): void;
  /** The view of the chosen tab. */
  children: ReactNode;
  fitted?: boolean;
  colorPalette?: Tabs.RootProps['colorPalette'];
  /** Tabs go on to a second line where they do not fit (a phone), instead of scrolling sideways. */
  wrap?: boolean;
}

export function FilterTabs<T extends string>({ label, value, tabs, onChange, children, fitted, colorPalette, wrap }: FilterTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as T)} variant="line" fitted={fitted} colorPalette={colorPalette}>
      <Tabs.List aria-label={label} flexWrap={wrap ? 'wrap' : undefined}>
        {tabs.map((tab) => <Tabs.Trigger key={tab.value} value={tab.value}>{tab.label}</Tabs.Trigger>)}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pb="0">
          {tab.value === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
