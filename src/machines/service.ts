// Flow charts name the services they invoke; the app provides the real ones with
// `machine.provide({ actors })` and tests provide their own. A chart never imports the wire.
import { fromPromise } from 'xstate';

/** A placeholder that fails loudly when a chart is run without its service provided. */
export function service<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`service ${name} was not provided`);
  });
}
