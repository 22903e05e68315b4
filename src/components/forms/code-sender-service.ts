// The code sender every code-confirmed form uses: it sends by email or SMS through the wire.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../services/api';
import { codeSenderFlow, type CodeRequest, type CodeSent } from '../../machines/code-sender.flow';

export function codeSenderWith(client: ApiClient) {
  return codeSenderFlow.provide({
    actors: {
      sendCode: fromPromise<CodeSent, CodeRequest>(async ({ input, signal }) => {
        const answer = input.channel === 'email'
          ? await client.call('getCode', { email: input.address, scene: input.scene }, { signal })
          : await client.call('getTelCode', { phone: input.address, scene: input.scene }, { signal });
        return answer.data;
      }),
    },
  });
}

/** Seconds before another code may be asked for, when the server does not say. */
export const defaultCodeCountdownSeconds = 60;
