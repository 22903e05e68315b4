// The serialisers behind docs/statecharts, on a small chart with nested states, a guard, an invoke
// and a delayed transition.
import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { isMachine, renderStatechartFiles, renderStatelyJson, toMermaid, toStatelyJson } from '../../scripts/statecharts-lib';

const orderFlow = setup({
  types: {} as { context: { amount: number }; events: { type: 'SUBMIT' } | { type: 'EDIT' } | { type: 'RETRY' } },
  actors: { placeOrder: fromPromise(async () => 'ok') },
  guards: { amountValid: ({ context }) => context.amount > 0, marketOpen: () => true },
  delays: { retryDelay: 3000 },
}).createMachine({
  id: 'orderFlow',
  context: { amount: 0 },
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: { guard: 'amountValid', target: 'placing' } } },
    placing: {
      initial: 'sending',
      states: {
        sending: {
          invoke: { src: 'placeOrder', onDone: '#orderFlow.placed', onError: 'waiting' },
        },
        waiting: {
          after: { retryDelay: 'sending' },
          on: { RETRY: { guard: and(['marketOpen', not('amountValid')]), target: 'sending' } },
        },
      },
      on: { EDIT: { target: 'editing', actions: assign({ amount: 0 }) } },
    },
    placed: { type: 'final' },
  },
});

describe('statechart export', () => {
  it('recognises machines and nothing else', () => {
    expect(isMachine(orderFlow)).toBe(true);
    expect(isMachine({ id: 'x', config: {} })).toBe(false);
    expect(isMachine(null)).toBe(false);
  });

  it('writes the config for Stately Studio with guards, invokes and delays by name', () => {
    expect(toStatelyJson(orderFlow)).toEqual({
      id: 'orderFlow',
      initial: 'editing',
      context: { amount: 0 },
      states: {
        editing: { on: { SUBMIT: { target: 'placing', guard: 'amountValid' } } },
        placing: {
          initial: 'sending',
          on: { EDIT: { target: 'editing', actions: ['xstate.assign'] } },
          states: {
            sending: { invoke: [{ src: 'placeOrder', onDone: '#orderFlow.placed', onError: 'waiting' }] },
            waiting: {
              on: { RETRY: { target: 'sending', guard: 'and(marketOpen, not(amountValid))' } },
              after: { retryDelay: 'sending' },
            },
          },
        },
        placed: { type: 'final' },
      },
    });
  });

  it('keeps a fixed key order whatever order the config was written in', () => {
    const json = renderStatelyJson(orderFlow);
    expect(json.indexOf('"id"')).toBeLessThan(json.indexOf('"initial"'));
    expect(json.indexOf('"initial": "sending"')).toBeLessThan(json.indexOf('"EDIT"'));
    expect(json.indexOf('"EDIT"')).toBeLessThan(json.indexOf('"sending": {'));
    expect(json.indexOf('"RETRY"')).toBeLessThan(json.indexOf('"retryDelay"'));
    expect(json.endsWith('}\n')).toBe(true);
    expect(renderStatelyJson(orderFlow)).toBe(json);
  });

  it('draws nested states, resolved targets and named events in Mermaid', () => {
    const mmd = toMermaid(orderFlow);
    expect(mmd.split('\n')).toEqual(expect.arrayContaining([
      'stateDiagram-v2',
      '  [*] --> editing',
      '  state "placing" as placing {',
      '    [*] --> placing_sending',
      '    state "sending" as placing_sending',
      '    placing_sending : invoke placeOrder',
      '    placing_sending --> placed : done placeOrder',
      '    placing_sending --> placing_waiting : error placeOrder',
      '    placing_waiting --> placing_sending : RETRY [and(marketOpen, not(amountValid))]',
      '    placing_waiting --> placing_sending : after retryDelay',
      '  editing --> placing : SUBMIT [amountValid]',
      '  placing --> editing : EDIT',
      '  placed --> [*]',
    ]));
    // The nested states are declared inside their parent's block.
    const open = mmd.indexOf('state "placing" as placing {');
    const close = mmd.indexOf('\n  }\n', open);
    expect(mmd.indexOf('state "waiting" as placing_waiting')).toBeGreaterThan(open);
    expect(mmd.indexOf('state "waiting" as placing_waiting')).toBeLessThan(close);
  });

  it('writes a JSON and a Mermaid file per chart and an index that embeds each diagram', () => {
    const files = renderStatechartFiles([{ machine: orderFlow, source: 'src/machines/order.flow.ts', exportName: 'orderFlow' }]);
    expect([...files.keys()]).toEqual(['orderFlow.json', 'orderFlow.mmd', 'index.md']);
    const index = files.get('index.md')!;
    expect(index).toContain('## Flows');
    expect(index).toContain('`orderFlow` in `src/machines/order.flow.ts`');
    expect(index).toContain(`\`\`\`mermaid\n${files.get('orderFlow.mmd')}\`\`\``);
  });

  it('refuses two charts with the same id', () => {
    const chart = { machine: orderFlow, source: 'src/machines/order.flow.ts', exportName: 'orderFlow' };
    expect(() => renderStatechartFiles([chart, { ...chart, source: 'src/machines/copy.flow.ts' }])).toThrow(/two charts have the id "orderFlow"/);
  });
});
