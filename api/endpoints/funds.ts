// Money in for the first slice: the user's deposit address, deposits seen on the chain, balances,
// and demo test funds sent through the same chain.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText, optionalText, requiredText } from '../endpoint';
import { depositStates } from '../lifecycles/deposit.lifecycle';
import { manualDepositStates } from '../lifecycles/manual-deposit.lifecycle';
import { priceSources } from './market';

export const depositRecord = z.object({
  id: z.string(),
  /** chain: seen by the watcher; manual: claimed by the user with a credential, for review. */
  kind: z.enum(['chain', 'manual']),
  currency: z.string(),
  chain: z.string(),
  amount: moneyText,
  tx_hash: z.string(),
  state: z.enum([...depositStates, ...manualDepositStates]),
  /** Spec §4 record status: 0 Failure, 1 Processing, 2 Success. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  confirmations: z.number().int(),
  confirmations_required: z.number().int(),
  created_at: epochMs,
  timeline: z.array(z.object({ state: z.string(), at: epochMs, reason: z.string().nullable() })),
});

export const fundsEndpoints = {
  getAsset2: endpoint({
    name: 'web/getAsset2', method: 'GET', access: 'user',
    summary: "Spot balances per asset (available, frozen, and value in USDT at the asset\'s market price, which it names), and the contract account's balance per asset it has held.",
    params: z.object({}),
    data: z.object({
      total_usdt: moneyText,
      assets: z.array(z.object({
        currency: z.string(), available: moneyText, frozen: moneyText, usdt_value: moneyText,
        /** The price it is valued at: its USDT market's price as the ticker shows it ("1" for USDT); null without a market (valued 0). */
        usdt_price: moneyText.nullable(),
        /** What that price is: the last trade, or the reference price while the market has no recent trade in its book. */
        price_source: z.enum(priceSources).nullable(),
      })),
      /** The contract account: one row per asset ever moved there, in the order of the assets; empty before the first transfer. */
      contract: z.array(z.object({ currency: z.string(), balance: moneyText })),
    }),
  }),
  getQrcode: endpoint({
    name: 'web/getQrcode', method: 'GET', access: 'user',
    summary: "The user's own deposit address for an asset on a chain, with the deposit rules.",
    params: z.object({
      currency: z.string().trim().toUpperCase().default('USDT'),
      chain: z.string().trim().toUpperCase().default('LOCAL'),
    }),
    data: z.object({
      currency: z.string(),
      chain: z.string(),
      address: z.string(),
      confirmations_required: z.number().int(),
      min_deposit: moneyText,
      /** Every chain this asset can be deposited on here, to choose from. */
      chains: z.array(z.string()),
    }),
  }),
  depositRecords: endpoint({
    name: 'web/depositRecords', method: 'GET', access: 'user',
    summary: "The user's deposits, newest first, each with its lifecycle timeline.",
    params: z.object({}),
    data: z.array(depositRecord),
  }),
  manualDeposit: endpoint({
    name: 'web/manualDeposit', method: 'POST', access: 'user',
    summary: 'Claim a deposit the chain watcher cannot see: amount, transaction hash, credential image (an upload of purpose depositCredential), optional description and chain. It goes to review.',
    params: z.object({
      currency: z.string().trim().toUpperCase().max(16, 'error.assetUnknown').default('USDT'),
      chain: z.string().trim().toUpperCase().max(16, 'error.chainUnknown'),
      amount: decimalText(),
      tx_hash: requiredText('error.txHashInvalid', 130),
      credential: requiredText('error.uploadMissing', 64),
      description: optionalText(500),
    }),
    data: depositRecord,
    successMessage: 'success.depositClaimed',
  }),
  demoFunds: endpoint({
    name: 'web/demoFunds', method: 'POST', access: 'user', demoOnly: true,
    summary: 'Demo mode only: send 1,000 test USDT to the user\'s deposit address on the local chain; it is credited like any deposit.',
    params: z.object({}),
    data: z.object({ tx_hash: z.string(), amount: moneyText }),
    successMessage: 'success.testFundsSent',
  }),
};
