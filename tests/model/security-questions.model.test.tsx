// Model-based test of the security-questions flow on the real /secQuestion screen.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SecurityQuestionsScreen from '../../src/screens/account/SecurityQuestionsScreen';
import { securityQuestionsFlow } from '../../src/machines/security-questions.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const questions = ['Who was your best childhood friend?', 'Who is your idol?', 'Which place do you most long to visit?'];

const paths = modelPaths({
  machine: securityQuestionsFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('heading', { name: 'Security questions' })).toBeTruthy();
      for (const question of [...questions, 'Login password']) expect(screen.getByLabelText(question)).toBeTruthy();
      expectReady('Save answers');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    submitting: () => {
      expectBusy('Save answers');
      expect(wire.pending('setSecQuestion').params).toEqual({ answer1: 'Bob', answer2: 'Ada', answer3: 'Kyoto', password: 'Secret123' });
    },
    saved: () => {
      expect(screen.getByRole('heading', { name: 'Security answers saved' })).toBeTruthy();
      expect(wire.callsOf('getInfo')).toHaveLength(2);
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<SecurityQuestionsScreen />, { url: '/secQuestion', route: '/secQuestion', member: testUser }));
    },
    'SUBMIT [formIsValid]': async () => {
      await typeInto(questions[0], 'Bob');
      await typeInto(questions[1], 'Ada');
      await typeInto(questions[2], 'Kyoto');
      await typeInto('Login password', 'Secret123');
      await press('Save answers');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto(questions[0], 'Bob');
      await press('Save answers');
      expect(screen.getAllByText('Please answer all three security questions')).toHaveLength(2);
      expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    },
    'saveAnswers.done': () => wire.answer('setSecQuestion', null, 'Saved'),
    'saveAnswers.failed': async () => {
      await wire.refuse('setSecQuestion', 4112, 'Wrong login password');
      expect(alertText()).toContain('Wrong login password');
    },
  },
});

describe('security-questions flow on /secQuestion (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`security questions model: ${paths.length} paths`);
    expect(paths.length).toBe(5);
  });

  for (const path of paths) it(path.description, path.run);
});
