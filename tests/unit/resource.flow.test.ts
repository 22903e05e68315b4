// The content-loading chart: loading → ready | failed, retry after a failure, and reload with a
// new input (which cancels a load still running for the old one).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  resourceEvents, resourceFlow, selectResourceData, selectResourceError, selectResourceStatus,
} from '../../src/machines/resource.flow';

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const calls: { input: unknown; signal: AbortSignal; resolve(v: unknown): void; reject(e: unknown): void }[] = [];
  const logic = fromPromise<unknown, unknown>(({ input, signal }) =>
    new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })));
  return { calls, logic };
}

function start(input: unknown = { id: 1 }) {
  const loader = controlledLoader();
  const actor = createActor(resourceFlow.provide({ actors: { loadResource: loader.logic } }), { input });
  actor.start();
  return { actor, loader, events: resourceEvents(actor) };
}

describe('resource flow', () => {
  it('loads with its input and becomes ready with the data', async () => {
    const { actor, loader } = start({ id: 7 });
    expect(selectResourceStatus(actor.getSnapshot())).toBe('loading');
    expect(loader.calls[0].input).toEqual({ id: 7 });
    loader.calls[0].resolve({ title: 'About' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toEqual({ title: 'About' });
    expect(selectResourceError(actor.getSnapshot())).toBeUndefined();
  });

  it('fails with the error, then loads again on retry', async () => {
    const { actor, loader, events } = start();
    const failure = new Error('offline');
    loader.calls[0].reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectResourceError(actor.getSnapshot())).toBe(failure);

    events.retry();
    expect(selectResourceStatus(actor.getSnapshot())).toBe('loading');
    expect(loader.calls).toHaveLength(2);
    loader.calls[1].resolve('text');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toBe('text');
    expect(selectResourceError(actor.getSnapshot())).toBeUndefined();
  });

  it('ignores retry unless it failed', async () => {
    const { actor, loader, events } = start();
    events.retry();
    expect(loader.calls).toHaveLength(1);
    loader.calls[0].resolve(1);
    await waitFor(actor, (s) => s.matches('ready'));
    events.retry();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loader.calls).toHaveLength(1);
  });

  it('reloads with a new input from ready', async () => {
    const { actor, loader, events } = start({ id: 1 });
    loader.calls[0].resolve('one');
    await waitFor(actor, (s) => s.matches('ready'));
    events.reload({ id: 2 });
    expect(selectResourceStatus(actor.getSnapshot())).toBe('loading');
    expect(loader.calls[1].input).toEqual({ id: 2 });
    loader.calls[1].resolve('two');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toBe('two');
  });

  it('a reload while loading cancels the old load and keeps only the new answer', async () => {
    const { actor, loader, events } = start({ id: 1 });
    events.reload({ id: 2 });
    expect(loader.calls).toHaveLength(2);
    expect(loader.calls[0].signal.aborted).toBe(true);
    loader.calls[0].resolve('stale');
    loader.calls[1].resolve('fresh');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toBe('fresh');
  });

  it('reloads after a failure too', async () => {
    const { actor, loader, events } = start({ id: 1 });
    loader.calls[0].reject(new Error('x'));
    await waitFor(actor, (s) => s.matches('failed'));
    events.reload({ id: 3 });
    expect(loader.calls[1].input).toEqual({ id: 3 });
  });
});
