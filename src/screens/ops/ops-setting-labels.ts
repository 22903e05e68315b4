// The console's words for each setting: what it does and which values it takes, and how each kind
// of value is typed. A setting without a description here shows its key alone.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const settingAbout: Record<string, MessageDescriptor> = defineMessages({
  'site.name': { id: 'ops.settings.about.siteName', defaultMessage: 'The platform name shown in the header, titles and emails.' },
  'site.defaultLang': { id: 'ops.settings.about.siteDefaultLang', defaultMessage: 'The language a new visitor sees first: en, pl, es, fr, de, jp, ar, kr, th, vn, zh or tw.' },
  'registration.invitationCode': { id: 'ops.settings.about.invitationCode', defaultMessage: 'Whether registration needs an invitation code: optional or required.' },
  features: { id: 'ops.settings.about.features', defaultMessage: 'Which products are switched on: true or false for each product.' },
  'support.email': { id: 'ops.settings.about.supportEmail', defaultMessage: 'The support address shown to users.' },
  'request.timeoutMs': { id: 'ops.settings.about.requestTimeout', defaultMessage: 'How long the app waits for an answer, in milliseconds (1000 to 120000).' },
  'withdraw.window': { id: 'ops.settings.about.withdrawWindow', defaultMessage: 'The daily hours withdrawals are accepted, Hong Kong time: start before end, 00:00 to 24:00.' },
  'withdraw.perDay': { id: 'ops.settings.about.withdrawPerDay', defaultMessage: 'How many withdrawals a user may make per Hong Kong day (a whole number).' },
  'withdraw.min': { id: 'ops.settings.about.withdrawMin', defaultMessage: 'The smallest withdrawal amount.' },
  'withdraw.max': { id: 'ops.settings.about.withdrawMax', defaultMessage: 'The largest withdrawal amount.' },
  'withdraw.fee': { id: 'ops.settings.about.withdrawFee', defaultMessage: 'The flat fee taken from each withdrawal amount.' },
  'withdraw.chains': { id: 'ops.settings.about.withdrawChains', defaultMessage: 'The chains each asset can be withdrawn on.' },
  'withdraw.bankEnabled': { id: 'ops.settings.about.withdrawBank', defaultMessage: 'Whether bank-card withdrawals are offered: true or false.' },
  'withdraw.turnoverRatio': { id: 'ops.settings.about.turnoverRatio', defaultMessage: 'The turnover rule: trading volume must reach this share of total deposits before a withdrawal; 0 switches it off.' },
  'withdraw.kycLevel': { id: 'ops.settings.about.withdrawKyc', defaultMessage: 'The verification level a withdrawal needs: none, junior, senior or address.' },
  'loan.kycLevel': { id: 'ops.settings.about.loanKyc', defaultMessage: 'The verification level a loan application needs: none, junior, senior or address.' },
  'trade.kycLevel': { id: 'ops.settings.about.tradeKyc', defaultMessage: 'The verification level trading needs: none, junior, senior or address.' },
  'withdraw.autoApproveBelow': { id: 'ops.settings.about.autoApprove', defaultMessage: 'Withdrawals below this amount are approved without review; 0 sends every one to review.' },
  'withdraw.reviewHours': { id: 'ops.settings.about.reviewHours', defaultMessage: 'The review time users are told to expect, in hours.' },
  'contract.markMaxAgeMs': { id: 'ops.settings.about.markMaxAge', defaultMessage: 'Contracts: a mark price older than this, in milliseconds (1000 to 600000), pauses the instrument until a fresh price arrives.' },
  'contract.markMaxJumpBps': { id: 'ops.settings.about.markMaxJump', defaultMessage: 'Contracts: a price moving more than this from the last accepted one, in basis points (10 to 10000; 1000 is 10%), pauses the instrument until prices are steady again.' },
  'contract.maxLeverage': { id: 'ops.settings.about.contractMaxLeverage', defaultMessage: 'Contracts: a lower leverage cap per instrument, as JSON like "BTCUSDT": 20; never above 100 for crypto or 25 for gold, silver and oil.' },
  'contract.openInterestCap': { id: 'ops.settings.about.contractOpenInterest', defaultMessage: 'Contracts: the most lots the platform carries on each side of an instrument, as JSON like "XAUUSDT": "500"; opens beyond it are refused.' },
  'delivery.durations': { id: 'ops.settings.about.deliveryDurations', defaultMessage: 'Timed contracts: the table every instrument offers, as JSON rows of seconds (10 to 2592000), payoutRate (the profit of a right call as a share of the stake, like "0.85"), minStake and maxStake in USDT; users see it before buying.' },
  'delivery.disabled': { id: 'ops.settings.about.deliveryDisabled', defaultMessage: 'Timed contracts: the instruments switched off, as a JSON list like "BTCUSDT"; the whole product is switched in features.' },
  'delivery.maxOpenStake': { id: 'ops.settings.about.deliveryMaxOpenStake', defaultMessage: 'Timed contracts: the most open stake, in USDT, the platform takes on each direction of an instrument; orders beyond it are refused.' },
  'quickBuy.quoteTtlMs': { id: 'ops.settings.about.quickBuyQuoteTtl', defaultMessage: 'Quick purchase: how long a quote stays valid, in milliseconds (2000 to 60000); the user sees its countdown.' },
  'quickBuy.slippageBps': { id: 'ops.settings.about.quickBuySlippage', defaultMessage: 'Quick purchase: how far beyond the quoted worst price an order may fill, in basis points (0 to 1000); shown with the quote as its bound price.' },
  'delivery.voidAfterMs': { id: 'ops.settings.about.deliveryVoidAfter', defaultMessage: 'Timed contracts: without a fresh, sane price within this many milliseconds after the delivery time (1000 to 600000), an order is voided and its stake returned.' },
});

export const settingKinds = defineMessages({
  text: { id: 'ops.settings.kind.text', defaultMessage: 'Typed as it is.' },
  number: { id: 'ops.settings.kind.number', defaultMessage: 'A number.' },
  boolean: { id: 'ops.settings.kind.boolean', defaultMessage: 'true or false.' },
  json: { id: 'ops.settings.kind.json', defaultMessage: 'JSON, in the form of the current value.' },
});
