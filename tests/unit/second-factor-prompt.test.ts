// The prompt for a two-factor code: one question at a time, the code typed handed to the one who
// asked, or null when the user cancels; a second question while one is open is declined at once.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { secondFactorPromptFlow, selectPromptOpen } from '../../src/machines/second-factor-prompt.flow';

const started = () => createActor(secondFactorPromptFlow).start();

describe('the two-factor prompt', () => {
  it('hands the code typed (trimmed) to the asker, and only once one is typed', () => {
    const prompt = started();
    const replies: Array<string | null> = [];
    prompt.send({ type: 'ASK', message: 'Enter the code', reply: (code) => replies.push(code) });
    expect(selectPromptOpen(prompt.getSnapshot())).toBe(true);
    expect(prompt.getSnapshot().context.message).toBe('Enter the code');
    prompt.send({ type: 'SUBMIT' });
    expect(replies).toEqual([]);
    prompt.send({ type: 'EDIT', code: ' 123456 ' });
    prompt.send({ type: 'SUBMIT' });
    expect(replies).toEqual(['123456']);
    expect(selectPromptOpen(prompt.getSnapshot())).toBe(false);
  });

  it('answers null on cancel, declines a second question while open, and starts the next one empty', () => {
    const prompt = started();
    const first: Array<string | null> = [];
    const second: Array<string | null> = [];
    prompt.send({ type: 'ASK', message: 'one', reply: (code) => first.push(code) });
    prompt.send({ type: 'EDIT', code: '111111' });
    prompt.send({ type: 'ASK', message: 'two', reply: (code) => second.push(code) });
    expect(second).toEqual([null]);
    prompt.send({ type: 'CANCEL' });
    expect(first).toEqual([null]);
    prompt.send({ type: 'ASK', message: 'three', reply: () => {} });
    expect(prompt.getSnapshot().context).toMatchObject({ message: 'three', code: '' });
  });
});
