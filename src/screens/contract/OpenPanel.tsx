// The long/short panel of the contract trade screen: market or limit, lots, leverage, optional
// take-profit and stop-loss, with every figure of the open shown as it is typed; then the risk
// notice (first open only), a confirm step with the same figures, and the server's answer. A view
// of the contract trade flow; the instrument's live mark and the balance come in from the page.
import { useEffect, useMemo } from 'react';
import { Box, Button, ButtonGroup, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { AmountInput } from '../../components/forms/AmountInput';
import { OrderChoices } from '../../components/forms/OrderChoices';
import { RadioButtons } from '../../components/forms/RadioButtons';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { RiskNoticeStep } from '../../components/forms/RiskNoticeStep';
import { StepHeading } from '../../components/forms/StepHeading';
import { Notice } from '../../components/feedback/Notice';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { scaleOf } from '../../machines/spot-math';
import {
  contractTradeEvents, leverageChoices, selectOpenErrors, selectOpenForm, selectOpenPause, selectOpenPreview, selectOpenStage,
  type ContractInstrument, type ContractTradeActor,
} from '../../machines/contract-trade.flow';
import { CounterpartyDisclosure, FillTerms, LimitFillTerms, PauseNotice, PreviewRows, contractRisks, useProblemText, When } from './contract-parts';
import { useContractTradeFlow } from './use-contract-trade';

function OpenFields({ flow, source }: { flow: ContractTradeActor; source: string }) {
  const intl = useIntl();
  const events = useMemo(() => contractTradeEvents(flow), [flow]);
  const form = useSelector(flow, selectOpenForm);
  const errors = useSelector(flow, selectOpenErrors);
  const preview = useSelector(flow, selectOpenPreview);
  const pause = useSelector(flow, selectOpenPause);
  const problem = useProblemText();
  const fmt = useFormat();
  const i = form.instrument;
  const priceScale = scaleOf(i.price_step);
  const priceField = (field: 'price' | 'take_profit' | 'stop_loss', label: string, value: string) => (
    <Field.Root invalid={!!errors[field]}>
      <Field.Label>{label}</Field.Label>
      <AmountInput value={value} scale={priceScale} onChange={(v) => events.change(field, v)} />
      <Field.ErrorText>{problem(errors[field])}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <OrderChoices
        sideLabel={intl.formatMessage({ id: 'contract.form.side', defaultMessage: 'Direction' })} side={form.side} onSide={events.chooseSide}
        sides={[['long', <FormattedMessage id="contract.form.long" defaultMessage="Long (rise)" />], ['short', <FormattedMessage id="contract.form.short" defaultMessage="Short (fall)" />]]}
        type={form.type} types={['market', 'limit']} onType={events.chooseType}
      />
      {form.type === 'limit' && priceField('price', intl.formatMessage({ id: 'contract.form.price', defaultMessage: 'Limit price (USDT)' }), form.price)}
      {form.type === 'limit' && <LimitFillTerms side={form.side} />}
      <Field.Root invalid={!!errors.lots}>
        <Field.Label><FormattedMessage id="contract.form.lots" defaultMessage="Lots" /></Field.Label>
        <AmountInput value={form.lots} scale={scaleOf(i.lot_step)} onChange={(v) => events.change('lots', v)} />
        <Field.HelperText>
          <FormattedMessage
            id="contract.form.lotsHelp"
            defaultMessage="Step {step}, from {min} to {max} lots; one lot is {size}."
            values={{ step: <Figure>{fmt.decimal(i.lot_step)}</Figure>, min: <Figure>{fmt.decimal(i.min_lots)}</Figure>, max: <Figure>{fmt.decimal(i.max_lots)}</Figure>, size: <Figure>{fmt.amount(i.contract_size, i.unit)}</Figure> }}
          />
        </Field.HelperText>
        <Field.ErrorText>{problem(errors.lots)}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.leverage}>
        <RadioButtons
          size="xs" wrap="wrap"
          label={intl.formatMessage({ id: 'contract.form.leverage', defaultMessage: 'Leverage (up to {max}x)' }, { max: i.max_leverage })}
          value={String(form.leverage)}
          onChange={(v) => events.chooseLeverage(Number(v))}
          options={leverageChoices(i).map((l) => ({ value: String(l), label: `${l}x` }))}
        />
        <Field.ErrorText>{problem(errors.leverage)}</Field.ErrorText>
      </Field.Root>
      {priceField('take_profit', intl.formatMessage({ id: 'contract.form.takeProfit', defaultMessage: 'Take-profit price (optional)' }), form.takeProfit)}
      {priceField('stop_loss', intl.formatMessage({ id: 'contract.form.stopLoss', defaultMessage: 'Stop-loss price (optional)' }), form.stopLoss)}
      <PreviewRows preview={preview} instrument={i} available={form.available} />
      <CounterpartyDisclosure instrument={i} source={source} />
      <PauseNotice instrument={i} reason={pause} />
      {errors.form && <Text color="fg.error" fontSize="sm" role="alert">{problem(errors.form)}</Text>}
      <Button type="submit" colorPalette={form.side === 'long' ? 'green' : 'red'} disabled={pause !== null}>
        {form.side === 'long'
          ? <FormattedMessage id="contract.form.reviewLong" defaultMessage="Review long position" />
          : <FormattedMessage id="contract.form.reviewShort" defaultMessage="Review short position" />}
      </Button>
    </Stack>
  );
}

function RiskNotice({ flow, busy }: { flow: ContractTradeActor; busy: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => contractTradeEvents(flow), [flow]);
  const refusal = useSelector(flow, (s) => s.context.refusal);
  return (
    <RiskNoticeStep
      title={<FormattedMessage id="contract.risk.title" defaultMessage="Before your first position: the risks" />}
      risks={contractRisks}
      acknowledgeLabel={intl.formatMessage({ id: 'contract.risk.acknowledge', defaultMessage: 'I understand these risks' })}
      backLabel={<FormattedMessage id="contract.confirm.back" defaultMessage="Back" />}
      busy={busy} refusal={refusal} onAcknowledge={events.acknowledge} onBack={events.back}
    />
  );
}

function Confirming({ flow, busy, source }: { flow: ContractTradeActor; busy: boolean; source: string }) {
  const intl = useIntl();
  const events = useMemo(() => contractTradeEvents(flow), [flow]);
  const form = useSelector(flow, selectOpenForm);
  const preview = useSelector(flow, selectOpenPreview);
  const pause = useSelector(flow, selectOpenPause);
  const fmt = useFormat();
  const openLabel = intl.formatMessage({ id: 'contract.confirm.open', defaultMessage: 'Open position' });
  const i = form.instrument;
  return (
    <Stack gap="3">
      <StepHeading as="h3" size="sm"><FormattedMessage id="contract.confirm.title" defaultMessage="Confirm your position" /></StepHeading>
      <Text fontSize="sm">
        <FormattedMessage
          id="contract.confirm.what"
          defaultMessage="{side, select, long {Long} other {Short}} {lots} lots of {symbol} at {leverage}x, {type, select, limit {when the mark reaches {price} USDT} other {at the mark now}}"
          values={{ side: form.side, lots: <Figure>{fmt.decimal(form.lots)}</Figure>, symbol: i.symbol, leverage: form.leverage, type: form.type, price: <Figure>{fmt.decimal(form.price || '0')}</Figure> }}
        />
      </Text>
      {(form.takeProfit || form.stopLoss) && (
        <Text fontSize="sm">
          <FormattedMessage
            id="contract.confirm.tpsl"
            defaultMessage="Take-profit: {tp}; stop-loss: {sl}"
            values={{ tp: <Figure>{form.takeProfit ? fmt.amount(form.takeProfit, 'USDT') : '—'}</Figure>, sl: <Figure>{form.stopLoss ? fmt.amount(form.stopLoss, 'USDT') : '—'}</Figure> }}
          />
        </Text>
      )}
      <PreviewRows preview={preview} instrument={i} available={form.available} />
      {form.type === 'limit' && <LimitFillTerms side={form.side} />}
      <CounterpartyDisclosure instrument={i} source={source} />
      <FillTerms instrument={i} />
      <PauseNotice instrument={i} reason={pause} />
      <RefusalAlert refusal={form.refusal} />
      <ButtonGroup size="sm">
        <Button colorPalette={form.side === 'long' ? 'green' : 'red'} loading={busy} loadingText={openLabel} disabled={pause !== null} onClick={events.confirm}>
          {openLabel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={events.back}><FormattedMessage id="contract.confirm.back" defaultMessage="Back" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

export function OpenPanel({ instrument, available, acknowledged, source, onOpened }: {
  instrument: ContractInstrument;
  available: string;
  acknowledged: boolean;
  /** The feed the marks come from, named in the disclosure. */
  source: string;
  /** A position was opened: the page asks for the balance again. */
  onOpened?: () => void;
}) {
  const flow = useContractTradeFlow(instrument, available, acknowledged);
  const events = useMemo(() => contractTradeEvents(flow), [flow]);
  const stage = useSelector(flow, selectOpenStage);
  const opened = useSelector(flow, (s) => s.context.opened);
  const fmt = useFormat();
  useEffect(() => events.instrument(instrument), [events, instrument]);
  useEffect(() => events.balance(available), [events, available]);
  useEffect(() => events.riskNotice(acknowledged), [events, acknowledged]);
  useEffect(() => { if (opened) onOpened?.(); }, [opened, onOpened]);

  return (
    <Box as="section" aria-labelledby="open-panel-title">
      <Heading as="h2" size="sm" mb="2" id="open-panel-title">
        <FormattedMessage id="contract.form.title" defaultMessage="Open a position on {symbol}" values={{ symbol: instrument.symbol }} />
      </Heading>
      {stage === 'editing' && <OpenFields flow={flow} source={source} />}
      {(stage === 'riskNotice' || stage === 'acknowledging') && <RiskNotice flow={flow} busy={stage === 'acknowledging'} />}
      {(stage === 'confirming' || stage === 'submitting') && <Confirming flow={flow} busy={stage === 'submitting'} source={source} />}
      {stage === 'opened' && opened && (
        <Stack gap="3">
          <Notice status="success" role="status">
            {opened.state === 'pending'
              ? <FormattedMessage id="contract.opened.pending" defaultMessage="Limit order placed: it opens when the mark reaches {price} USDT. Its margin and fee are held meanwhile." values={{ price: <Figure>{opened.limit_price ? fmt.decimal(opened.limit_price) : '—'}</Figure> }} />
              : <FormattedMessage
                  id="contract.opened.open"
                  defaultMessage="Position opened at {price} USDT (price record {record}: {mark} USDT from {source} at {at})."
                  values={{
                    price: <Figure>{opened.entry_price ? fmt.decimal(opened.entry_price) : '—'}</Figure>,
                    record: <Figure>{opened.open_record?.id ?? '—'}</Figure>,
                    mark: <Figure>{opened.open_record ? fmt.decimal(opened.open_record.price) : '—'}</Figure>,
                    source: opened.open_record?.source ?? '—',
                    at: opened.open_record ? <When at={opened.open_record.at} /> : '—',
                  }}
                />}
          </Notice>
          <ButtonGroup size="sm" wrap="wrap">
            <Button onClick={events.newPosition}><FormattedMessage id="contract.opened.new" defaultMessage="New position" /></Button>
            <Button asChild variant="outline"><RouterLink to="/lt"><FormattedMessage id="contract.positions.link" defaultMessage="My positions" /></RouterLink></Button>
          </ButtonGroup>
        </Stack>
      )}
      <Text fontSize="sm" mt="3">
        <Link asChild><RouterLink to="/lt"><FormattedMessage id="contract.positions.all" defaultMessage="See your positions, close them or set take-profit and stop-loss" /></RouterLink></Link>
      </Text>
    </Box>
  );
}
