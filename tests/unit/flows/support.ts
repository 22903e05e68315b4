// Services a flow test answers by hand, and the errors the wire raises, for flows run without
// React or a network.
import { fromPromise } from 'xstate';
import { ApiError, NetworkError } from '../../../src/services/api';

export interface HeldCall<TInput, TOutput> {
  input: TInput;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

/** A service whose calls wait until the test answers them. */
export function heldService<TOutput, TInput>() {
  const calls: HeldCall<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })));
  return {
    logic,
    calls,
    last(): HeldCall<TInput, TOutput> {
      const call = calls.at(-1);
      if (!call) throw new Error('the service was not called');
      return call;
    },
  };
}

export const serverSays = (code: number, message: string) => new ApiError(code, message, null);
export const offline = () => new NetworkError(new Error('offline'));

/** Lets promise callbacks and the actors they notify run; no time passes. */
export async function flushPromises() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
