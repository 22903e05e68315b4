// A tab bar that switches what the one view below it shows (email or phone fields, a market
// list): the view is not a tab panel of its own, so the triggers say nothing of panels (an
// `aria-controls` naming a panel that is never rendered misleads screen readers).
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
  fitted?: boolean;
  colorPalette?: Tabs.RootProps['colorPalette'];
}

export function FilterTabs<T extends string>({ label, value, tabs, onChange, fitted, colorPalette }: FilterTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as T)} variant="line" fitted={fitted} colorPalette={colorPalette}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} aria-controls={undefined}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
