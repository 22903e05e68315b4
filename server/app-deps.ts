// The dependencies app.ts builds, with the runtime services at their full types: the wire, the
// streams, the jobs and the tests use what modules see only through Deps' small interfaces.
// Only the outer edge (app.ts, http/, ws/) and tests import this file.
import type { Deps } from './deps';
import type { SpotRuntime } from './modules/spot/spot-runtime';
import type { MarkRuntime } from './feeds/mark-runtime';
import type { ContractRuntime } from './modules/contract/contract-runtime';
import type { DeliveryRuntime } from './modules/delivery/delivery-runtime';
import type { MessagePusher } from './modules/messages/message-pusher';

export type AppDeps = Deps & { spot: SpotRuntime; marks: MarkRuntime['marks']; contracts: ContractRuntime; delivery: DeliveryRuntime; messagePusher: MessagePusher };
