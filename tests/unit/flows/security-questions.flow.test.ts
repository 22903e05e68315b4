import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { securityQuestionsFlow, type SecQuestionParams, type SecQuestionValues } from '../../../src/machines/security-questions.flow';
import { heldService, serverSays } from './support';

function startQuestions() {
  const saveAnswers = heldService<null, { params: SecQuestionParams; rtoken: string }>();
  const refreshSession = vi.fn();
  const actor = createActor(securityQuestionsFlow.provide({ actors: { saveAnswers: saveAnswers.logic }, actions: { refreshSession } })).start();
  const submitWith = (values: Partial<SecQuestionValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof SecQuestionValues, value: value as string });
    actor.send({ type: 'SUBMIT' });
    return actor.getSnapshot().context.errors;
  };
  return { actor, saveAnswers, refreshSession, submitWith };
}

const answers = { answer1: 'Bob', answer2: 'Ada Lovelace', answer3: 'Kyoto' };

describe('security questions', () => {
  it('asks for all three answers and the login password', () => {
    const { submitWith, saveAnswers } = startQuestions();
    expect(submitWith({ answer2: '  ' })).toEqual({
      answer1: 'error.securityAnswersRequired', answer2: 'error.securityAnswersRequired', answer3: 'error.securityAnswersRequired', password: 'error.passwordEmpty',
    });
    expect(saveAnswers.calls).toHaveLength(0);
  });

  it('saves the trimmed answers and refreshes the session', async () => {
    const { actor, submitWith, saveAnswers, refreshSession } = startQuestions();
    submitWith({ ...answers, answer1: ' Bob ', password: 'Secret123' });
    expect(saveAnswers.last().input.params).toEqual({ ...answers, password: 'Secret123' });
    saveAnswers.last().resolve(null);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('shows "wrong login password", keeps the rtoken for the same values and renews it after an edit', async () => {
    const { actor, submitWith, saveAnswers } = startQuestions();
    submitWith({ ...answers, password: 'Wrong1234' });
    const rtoken = saveAnswers.last().input.rtoken;
    saveAnswers.last().reject(serverSays(4112, 'Wrong login password'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'Wrong login password' });
    actor.send({ type: 'SUBMIT' });
    expect(saveAnswers.last().input.rtoken).toBe(rtoken);
    saveAnswers.last().reject(serverSays(4112, 'Wrong login password'));
    await waitFor(actor, (s) => s.matches('editing'));
    submitWith({ password: 'Secret123' });
    expect(saveAnswers.last().input.rtoken).not.toBe(rtoken);
  });
});
