// Runs the two-factor flow of /twoFactor and the anti-phishing form of /antiPhishing through the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { antiPhishingFlow } from '../../machines/anti-phishing.flow';
import { twoFactorFlow } from '../../machines/two-factor.flow';
import { antiPhishingServices, twoFactorServices } from '../../services/two-factor';

export function useTwoFactorFlow() {
  const { client } = usePlatform();
  return useActorRef(twoFactorFlow.provide({ actors: twoFactorServices(client) }));
}

export function useAntiPhishingFlow(twoFactorOn: boolean) {
  const { client } = usePlatform();
  return useActorRef(antiPhishingFlow.provide({ actors: antiPhishingServices(client) }), { input: { twoFactorOn } });
}
