// Small user actions and looks for model and screen tests (no user-event package here).
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { settle } from './harness';

export async function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await settle();
}

export async function press(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

export async function choose(role: 'tab' | 'radio' | 'checkbox', name: string | RegExp) {
  const target = role === 'checkbox' ? screen.getByLabelText(name) : screen.getByRole(role, { name });
  fireEvent.click(target);
  await settle();
}

export function expectBusy(name: string | RegExp) {
  const button = screen.getByRole('button', { name });
  expect(button.hasAttribute('data-loading')).toBe(true);
  expect((button as HTMLButtonElement).disabled).toBe(true);
}

export function expectReady(name: string | RegExp) {
  const button = screen.getByRole('button', { name });
  expect(button.hasAttribute('data-loading')).toBe(false);
  expect((button as HTMLButtonElement).disabled).toBe(false);
}

export const alertText = () => screen.queryByRole('alert')?.textContent ?? '';

const normalized = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The innermost element whose text (figures isolated in their own <bdi> included) is `text` or matches it. */
export function getBySentence(text: string | RegExp): HTMLElement {
  const reads = (el: Element) => (typeof text === 'string' ? normalized(el.textContent) === text : text.test(normalized(el.textContent)));
  return screen.getByText((_, el) => !!el && reads(el) && ![...el.children].some(reads));
}
