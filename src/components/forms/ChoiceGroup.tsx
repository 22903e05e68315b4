// A small set of mutually exclusive choices (how to reset, how to confirm a change), as radios.
import { HStack, RadioGroup } from '@chakra-ui/react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function ChoiceGroup<T extends string>({ label, value, choices, onChange }: { label: string; value: T; choices: Choice<T>[]; onChange(value: T): void }) {
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value as T)} aria-label={label}>
      <RadioGroup.Label>{label}</RadioGroup.Label>
      <HStack gap="6" mt="2">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
