// Builds the platform: database (migrated and seeded), ledger, mail, the wire, the web app and the
// background jobs. main.ts listens with it; tests build one per file on port 0.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import pino, { type Logger } from 'pino';
import { businessErrors } from '../api/codes';
import { api } from '../api/registry';
import type { Config } from './config';
import type { AppDeps } from './app-deps';
import { openDatabase, migrate } from './db/database';
import { seed } from './db/seed';
import { systemClock, cryptoRandom, makeIds, type Clock, type Random } from './platform';
import { createLedger } from './modules/ledger/ledger';
import { createOutboxMailer } from './mail/outbox-mailer';
import { withAntiPhishingPhrase } from './mail/anti-phishing-mailer';
import type { Mailer } from './mail/mailer';
import { addSecurityHeaders } from './http/security-headers';
import { RateLimited, registerRateLimits } from './http/rate-limit';
import { registerWire, langOf } from './http/wire';
import { registerWebApp, sendIndex } from './http/web-app';
import { envelope } from './http/envelope';
import { catalogsReady, translate } from './core/i18n';
import { handlers } from './http/handlers';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { createDueWork } from './jobs/due-work';
import { registerProofWork } from './modules/proof/proof-work';
import { openLocalChain } from './chain/local-chain';
import { openEvmChain } from './chain/evm-chain';
import { createDepositWatcher } from './modules/funds/deposit-watcher';
import { createSpotRuntime } from './modules/spot/spot-runtime';
import { createReferralTree } from './modules/referral/referral-tree';
import { createMarkRuntime } from './feeds/mark-runtime';
import { createContractRuntime } from './modules/contract/contract-runtime';
import { createDeliveryRuntime } from './modules/delivery/delivery-runtime';
import { registerLaunchpadWork } from './modules/launchpad/launchpad-work';
import { registerEarnWork } from './modules/earn/earn-accrual';
import { registerAllowlistWork } from './modules/allowlist/allowlist.service';
import { registerLoanWork } from './modules/loan/loan-work';
import { registerStreams } from './ws/ws.routes';
import { createWithdrawalSender } from './modules/withdrawals/withdrawal-sender';
import { createFeeReplacer } from './chain/evm-fee-replacement';
import { createEvmSweeper } from './modules/custody/evm-sweeper';
import { createLocalUploadStore } from './modules/uploads/upload-store';
import { createBus } from './bus';
import { createMessageNotifier } from './modules/messages/message-notifier';
import { createMessagePusher } from './modules/messages/message-pusher';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  random?: Random;
  mailer?: Mailer;
  /** Where the log goes (tests read it); by default pino to stdout at config.logLevel. */
  log?: Logger;
}

export interface Platform {
  app: FastifyInstance;
  deps: AppDeps;
  scheduler: Scheduler;
  close(): Promise<void>;
}

export async function buildPlatform(opts: AppOptions): Promise<Platform> {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;
  const random = opts.random ?? cryptoRandom;
  const log = opts.log ?? pino({ level: config.logLevel });
  const ids = makeIds(clock, random);
  const opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(opened.db, undefined, { twoFactorKey: config.twoFactorKey });
  await catalogsReady;
  const mailer = withAntiPhishingPhrase(opts.mailer ?? createOutboxMailer({ db: opened.db, clock, ids, log, smtpUrl: config.smtpUrl, from: config.mailFrom, logUndelivered: config.demo }), opened.db);
  const ledger = createLedger({ clock, ids });
  const chain = openLocalChain({ dataDir: config.dataDir, now: () => clock.now(), random, confirmations: config.chain.confirmations });
  // The EVM chain runs beside the local one when configured; its deposits and withdrawals have their own jobs.
  const evm = config.evm ? openEvmChain({ config: config.evm, db: opened.db, random, now: () => clock.now() }) : null;
  const messages = createMessageNotifier({ clock, ids, dialect: opened.dialect });
  const depositWatcher = createDepositWatcher({ db: opened.db, chain, ledger, clock, ids, log, config, messages });
  const base = {
    config, db: opened.db, dialect: opened.dialect, clock, ids, random, log, mailer, ledger, chain, evm, depositWatcher, bus: createBus(log),
    due: createDueWork({ db: opened.db, dialect: opened.dialect, clock, ids, log }),
    uploads: createLocalUploadStore({ dataDir: config.dataDir, random }),
    referrals: createReferralTree(),
    messages,
  };
  // Inviters of every user, before the exchange settles its first trade.
  await base.referrals.load(opened.db);
  const spot = createSpotRuntime(base);
  // The mark guard listens to the feed before it starts, so it sees the first ticks.
  const markRuntime = createMarkRuntime({ ...base, feed: spot.feed });
  // The risk runtime loads live positions and listens to the marks before the feed starts.
  const contracts = createContractRuntime({ ...base, marks: markRuntime.marks, hub: spot.hub });
  const delivery = createDeliveryRuntime({ ...base, marks: markRuntime.marks });
  const messagePusher = createMessagePusher(base, spot.hub);
  messages.onWritten(messagePusher.nudge);
  const deps: AppDeps = { ...base, spot, marks: markRuntime.marks, contracts, delivery, messagePusher };
  await seed(deps);
  await markRuntime.start();
  await contracts.start();
  // Timed orders wait for their first tick from the feed's start; their due items run with the catch-up below.
  await delivery.start();
  // AI Earn's daily cut-offs: missed ones run in the catch-up below, in order.
  registerEarnWork(deps);
  await deps.spot.start();
  // New-coin projects: allocation, release of locked coins and listing are due work.
  registerLaunchpadWork(deps);
  // Loans move to due, overdue and expired at their times.
  registerLoanWork(deps);
  // New withdrawal addresses become usable, and "allowlist only" switches off, at their times.
  registerAllowlistWork(deps);
  // Proof of liabilities: a snapshot now and then on the schedule (the catch-up below takes the first).
  await registerProofWork(deps);
  // Work that fell due while the server was down, in order, before the first request.
  await deps.due.runDue();

  // Typed as the default instance: the pino logger type is wider than Fastify's base logger.
  const app = Fastify({ loggerInstance: log, logController: new LogController({ disableRequestLogging: true }), bodyLimit: 64 * 1024, trustProxy: false }) as unknown as FastifyInstance;
  await app.register(formbody);
  // Multipart is parsed only by the calls marked `multipart` (uploads), with their own limits.
  await app.register(multipart);
  await registerStreams(app, deps);
  addSecurityHeaders(app);

  // Anything the framework refuses before our handlers (bad body, wrong content type) still gets
  // the envelope and a translated message, never a stack trace.
  app.setErrorHandler((err, req, reply) => {
    const lang = langOf({ ...(req.query as object) }, config.defaultLang);
    if (err instanceof RateLimited) return reply.status(200).send(envelope(businessErrors.rateLimited, translate(lang, 'error.rateLimited'), null));
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) log.error({ err }, 'request failed');
    reply.status(200).send(envelope(status >= 500 ? businessErrors.internal : businessErrors.invalidInput,
      translate(lang, status >= 500 ? 'error.internal' : 'error.invalidInput', { field: 'body' }), null));
  });

  const ipBudgets = await registerRateLimits(app, { requestsPerMinute: config.requestsPerMinute, codeRequestsPerHour: config.codeRequestsPerIpPerHour });
  const wire = registerWire(app, deps, api, handlers as never, ipBudgets);

  const scheduler = createScheduler(log);
  scheduler.add({ name: 'idempotency-sweep', everyMs: 3600_000, run: wire.sweepIdempotency });
  if (config.chain.autoMine) scheduler.add({ name: 'chain-miner', everyMs: config.chain.blockTimeMs, run: async () => { await chain.mine(); } });
  scheduler.add({ name: 'deposit-watcher', everyMs: config.chain.blockTimeMs, run: async () => { await depositWatcher.scan(); } });
  for (const job of deps.spot.jobs()) scheduler.add(job);
  for (const job of markRuntime.jobs()) scheduler.add(job);
  scheduler.add({ name: 'due-work', everyMs: 1000, run: async () => { await deps.due.runDue(); } });
  scheduler.add({ name: 'message-pusher', everyMs: 1000, run: messagePusher.flush });
  const withdrawalSender = createWithdrawalSender(deps);
  scheduler.add({ name: 'withdrawal-sender', everyMs: config.chain.blockTimeMs, run: async () => { await withdrawalSender.run(); } });
  const closers: (() => void)[] = [];
  if (evm && config.evm) {
    const evmWatcher = createDepositWatcher({ ...deps, chain: evm });
    const replacer = createFeeReplacer({ config: config.evm, db: opened.db, now: () => clock.now() });
    const evmSender = createWithdrawalSender(deps, evm, replacer);
    const sweeper = createEvmSweeper(deps);
    scheduler.add({ name: 'evm-deposit-watcher', everyMs: config.evm.pollMs, run: async () => { await evmWatcher.scan(); } });
    scheduler.add({ name: 'evm-withdrawal-sender', everyMs: config.evm.pollMs, run: async () => { await evmSender.run(); } });
    scheduler.add({ name: 'evm-sweeper', everyMs: config.evm.pollMs, run: async () => { await sweeper.run(); } });
    closers.push(() => { replacer.close(); sweeper.close(); });
  }

  const webApp = await registerWebApp(app, config.webRoot);
  app.setNotFoundHandler((req, reply) => {
    const lang = langOf({ ...(req.query as object) }, config.defaultLang);
    if (req.url.startsWith('/web/')) return reply.status(200).send(envelope(businessErrors.notFound, translate(lang, 'error.notFound'), null));
    // A missing hashed asset (a page of an older build) is a 404, not the index page as JavaScript.
    if (req.method !== 'GET' || !webApp || req.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    // Client-side routes of the web app all answer its index page.
    return sendIndex(reply);
  });

  let closing: Promise<void> | undefined;
  async function closeAll() {
    await scheduler.stop();
    await app.close();
    await messagePusher.stop();
    await deps.spot.stop();
    await contracts.stop();
    await delivery.stop();
    await markRuntime.stop();
    await mailer.close();
    await opened.close();
    await chain.close();
    await evm?.close();
    for (const close of closers) close();
  }

  return {
    app, deps, scheduler,
    /** Stops everything once; a second call (a test that closed it already) waits for the first. */
    close: () => (closing ??= closeAll()),
  };
}
