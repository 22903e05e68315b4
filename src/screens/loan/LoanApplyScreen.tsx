// /currency: apply for a USDT loan. Every product with all its terms; pick one, type an amount and
// see the interest of the whole period, the total repayment and the due date if approved today;
// the credit limit left (with a link to /credit); the five documents; the loan agreement shown
// and ticked; a confirm step repeating the figures; the server's refusals in its words. A user
// below the verification level the loan needs is sent to that level instead. A view of the
// application flow.
import { useEffect, useMemo } from 'react';
import { Box, Button, ButtonGroup, Checkbox, Field, Grid, Heading, List, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { KycLevel } from '../../../api/lifecycles/kyc-level';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AmountInput } from '../../components/forms/AmountInput';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { StepHeading } from '../../components/forms/StepHeading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useFormat } from '../../i18n/use-format';
import { levelNeeded, loanApplyEvents, selectLoanApplyForm, selectLoanApplyStage, type LoanApplyActor, type LoanApplyTerms } from '../../machines/loan-apply.flow';
import type { LoanDocument } from '../../../api/endpoints/loan';
import { LOAN_SCALE, loanPreview, type LoanProduct } from '../../machines/loan-terms';
import { FigureRow, panel, useProblemText } from '../contract/contract-parts';
import { ImageDropField } from '../../components/forms/ImageDropField';
import { loanDocumentNames } from './loan-labels';
import { PreviewRows, ProductTerms, Rate } from './loan-parts';
import { useLoanApplyFlow, useLoanDocumentSlot } from './use-loan';

const verificationPages: Record<KycLevel, string> = { junior: '/smauth', senior: '/seniorauth', address: '/dzrz' };

function Products({ flow, terms, chosen }: { flow: LoanApplyActor; terms: LoanApplyTerms; chosen: string }) {
  const intl = useIntl();
  const { catalogue } = terms;
  if (catalogue.products.length === 0) return <Text color="fg.muted"><FormattedMessage id="loan.products.none" defaultMessage="No loan products are offered now." /></Text>;
  return (
    <RadioGroup.Root value={chosen} onValueChange={(e) => e.value && loanApplyEvents(flow).product(e.value)} aria-label={intl.formatMessage({ id: 'loan.products.title', defaultMessage: 'Loan products' })}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {/* Each product a card: its radio names it, every term under it; the chosen card is outlined. */}
        {catalogue.products.map((p) => (
          <Stack key={p.id} gap="2" borderWidth="1px" rounded="md" p="3" borderColor={p.id === chosen ? 'brand.solid' : 'border'} data-testid="loan-product">
            <RadioGroup.Item value={p.id} disabled={!p.enabled}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontWeight="semibold">
                <FormattedMessage id="loan.products.name" defaultMessage="{days, plural, one {# day} other {# days}} at {rate} a day" values={{ days: p.period_days, rate: <Rate rate={p.daily_rate} /> }} />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
            <ProductTerms product={p} asset={catalogue.asset} dueSoonDays={catalogue.due_soon_days} expireAfterDays={catalogue.expire_after_days} />
            {!p.enabled && <Text fontSize="sm" color="fg.muted"><FormattedMessage id="loan.products.closed" defaultMessage="Takes no new applications" /></Text>}
          </Stack>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}

/** The loan agreement: who lends, what it costs and what is never charged. */
function AgreementText() {
  return (
    <List.Root ps="5" gap="1" fontSize="sm" data-testid="loan-agreement">
      <List.Item><FormattedMessage id="loan.agreement.lender" defaultMessage="The platform lends to you from its own account; no other person or fund lends through it." /></List.Item>
      <List.Item><FormattedMessage id="loan.agreement.cost" defaultMessage="You repay the principal, the interest of the days used at the daily rate shown and, only if you repay late, the late fee shown up to its cap. There is no other fee." /></List.Item>
      <List.Item><FormattedMessage id="loan.agreement.unlock" defaultMessage="Nothing is ever charged to unlock a loan or a withdrawal. Anyone who asks you to pay for that is not the platform." /></List.Item>
      <List.Item><FormattedMessage id="loan.agreement.repay" defaultMessage="You may repay at any time from your spot USDT, paying interest only for the days started, or by a bank transfer whose voucher you upload." /></List.Item>
    </List.Root>
  );
}

function DocumentSlot({ flow, document, error }: { flow: LoanApplyActor; document: LoanDocument; error?: string }) {
  const intl = useIntl();
  const slot = useLoanDocumentSlot(flow, document);
  return <ImageDropField label={intl.formatMessage(loanDocumentNames[document])} slot={slot} error={error} />;
}

function Figures({ terms, product, amount }: { terms: LoanApplyTerms; product: LoanProduct | undefined; amount: string }) {
  const fmt = useFormat();
  const asset = terms.catalogue.asset;
  return (
    <Stack gap="1" data-testid="loan-figures">
      <PreviewRows preview={product ? loanPreview(amount, product, Date.now()) : null} asset={asset} />
      <FigureRow label={<FormattedMessage id="loan.credit.available" defaultMessage="Credit limit available" />} value={fmt.amount(terms.credit.available, asset)} />
    </Stack>
  );
}

function Editing({ flow, terms }: { flow: LoanApplyActor; terms: LoanApplyTerms }) {
  const events = useMemo(() => loanApplyEvents(flow), [flow]);
  const form = useSelector(flow, selectLoanApplyForm);
  const problem = useProblemText();
  const fmt = useFormat();
  const { catalogue } = terms;
  const product = catalogue.products.find((p) => p.id === form.productId);
  const docProblem = form.problem?.id === 'error.loanDocumentRequired';
  const agreeProblem = form.problem?.id === 'error.loanAgreementRequired';
  const amountProblem = form.problem && !docProblem && !agreeProblem ? form.problem : undefined;
  return (
    <Stack gap="4" as="form" onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <Box {...panel} as="section" aria-labelledby="loan-products-title">
        <Heading as="h2" size="sm" mb="3" id="loan-products-title"><FormattedMessage id="loan.products.title" defaultMessage="Loan products" /></Heading>
        <Products flow={flow} terms={terms} chosen={form.productId} />
      </Box>
      <Box {...panel} as="section">
        <Stack gap="3">
          <Field.Root invalid={!!amountProblem}>
            <Field.Label><FormattedMessage id="loan.apply.amount" defaultMessage="Amount ({asset})" values={{ asset: catalogue.asset }} /></Field.Label>
            <AmountInput value={form.amount} scale={LOAN_SCALE} onChange={events.amount} />
            {product && (
              <Field.HelperText>
                <FormattedMessage id="loan.apply.amountHelp" defaultMessage="From {min} to {max} {asset}." values={{ min: fmt.decimal(product.min_amount), max: fmt.decimal(product.max_amount), asset: catalogue.asset }} />
              </Field.HelperText>
            )}
            <Field.ErrorText>{problem(amountProblem)}</Field.ErrorText>
          </Field.Root>
          <Figures terms={terms} product={product} amount={form.amount} />
          <Text fontSize="sm">
            <FormattedMessage id="loan.credit.score" defaultMessage="Your credit score {score} sets a limit of {limit}." values={{ score: terms.credit.score, limit: fmt.amount(terms.credit.limit, catalogue.asset) }} />{' '}
            <RouterTextLink to="/credit"><FormattedMessage id="loan.credit.link" defaultMessage="How the score is made" /></RouterTextLink>
          </Text>
        </Stack>
      </Box>
      <Box {...panel} as="section" aria-labelledby="loan-documents-title">
        <Heading as="h2" size="sm" mb="3" id="loan-documents-title"><FormattedMessage id="loan.documents.title" defaultMessage="Documents" /></Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {catalogue.documents.map((d) => <DocumentSlot key={d} flow={flow} document={d} error={docProblem && !form.documents[d] ? 'error.loanDocumentRequired' : undefined} />)}
        </SimpleGrid>
      </Box>
      <Box {...panel} as="section" aria-labelledby="loan-agreement-title">
        <Heading as="h2" size="sm" mb="2" id="loan-agreement-title"><FormattedMessage id="loan.agreement.title" defaultMessage="Loan agreement" /></Heading>
        <AgreementText />
        <Field.Root invalid={agreeProblem} mt="3">
          <Checkbox.Root checked={form.agreed} onCheckedChange={(e) => events.agree(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label><FormattedMessage id="loan.agreement.tick" defaultMessage="I have read and agree to the loan agreement" /></Checkbox.Label>
          </Checkbox.Root>
          {agreeProblem && <Field.ErrorText>{problem(form.problem ?? undefined)}</Field.ErrorText>}
        </Field.Root>
      </Box>
      {!catalogue.enabled && <Notice status="warning" role="note" data-testid="loan-closed">{problem({ id: 'error.loanProductDisabled' })}</Notice>}
      <Button type="submit" alignSelf="start" disabled={!catalogue.enabled}><FormattedMessage id="loan.apply.review" defaultMessage="Review" /></Button>
    </Stack>
  );
}

function Confirming({ flow, terms, busy }: { flow: LoanApplyActor; terms: LoanApplyTerms; busy: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => loanApplyEvents(flow), [flow]);
  const form = useSelector(flow, selectLoanApplyForm);
  const fmt = useFormat();
  const product = terms.catalogue.products.find((p) => p.id === form.productId)!;
  const label = intl.formatMessage({ id: 'loan.apply.confirm', defaultMessage: 'Confirm and apply' });
  return (
    <Stack gap="3" {...panel}>
      <StepHeading as="h2" size="sm"><FormattedMessage id="loan.apply.confirmTitle" defaultMessage="Confirm your loan application" /></StepHeading>
      <Text fontSize="sm">
        <FormattedMessage
          id="loan.apply.confirmWhat"
          defaultMessage="You apply to borrow {amount} for {days, plural, one {# day} other {# days}} at {rate} a day from {lender}. If approved, the amount is paid to your spot account."
          values={{ amount: fmt.amount(form.amount, terms.catalogue.asset), days: product.period_days, rate: <Rate rate={product.daily_rate} />, lender: product.lender }}
        />
      </Text>
      <Figures terms={terms} product={product} amount={form.amount} />
      <RefusalAlert refusal={form.refusal} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button loading={busy} loadingText={label} onClick={events.confirm}>{label}</Button>
        <Button variant="outline" disabled={busy} onClick={events.back}><FormattedMessage id="loan.apply.back" defaultMessage="Back" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

function Unverified({ terms }: { terms: LoanApplyTerms }) {
  const level = levelNeeded(terms);
  return (
    <Notice status="info" role="note" data-testid="loan-unverified" action={
      <ButtonLink to={verificationPages[level]} size="sm" variant="outline"><FormattedMessage id="loan.unverified.link" defaultMessage="Verify now" /></ButtonLink>
    }>
      {level === 'junior' && <FormattedMessage id="loan.unverified.junior" defaultMessage="A loan needs junior verification first." />}
      {level === 'senior' && <FormattedMessage id="loan.unverified.senior" defaultMessage="A loan needs senior verification first." />}
      {level === 'address' && <FormattedMessage id="loan.unverified.address" defaultMessage="A loan needs address verification first." />}
    </Notice>
  );
}

/** The screen over a running application flow. */
export function LoanApplyView({ flow }: { flow: LoanApplyActor }) {
  const stage = useSelector(flow, selectLoanApplyStage);
  const form = useSelector(flow, selectLoanApplyForm);
  const navigate = useNavigate();
  useEffect(() => { if (stage === 'applied') navigate('/currencyRecord?tab=review'); }, [stage, navigate]);
  const terms = form.terms;
  // Sending, or reading changed terms again: the confirm step stays, busy.
  const confirmStep = stage === 'confirming' || stage === 'submitting' || stage === 'refused' || stage === 'reloading';
  return (
    <Stack gap="4">
      <Grid templateColumns="minmax(0, 1fr) auto" gap="3" alignItems="baseline">
        <Heading as="h1" size="lg"><FormattedMessage id="loan.apply.title" defaultMessage="Loan application" /></Heading>
        <RouterTextLink to="/currencyRecord"><FormattedMessage id="loan.apply.myLoans" defaultMessage="My loans" /></RouterTextLink>
      </Grid>
      {stage === 'unavailable' && <UnavailableAlert refusal={form.refusal} onRetry={loanApplyEvents(flow).retry} />}
      {(stage === 'loading' || stage === 'applied') && <PageLoading />}
      {stage === 'unverified' && terms && <Unverified terms={terms} />}
      {/* Kept mounted under the confirm step, so going back finds the uploaded documents still shown. */}
      {terms && (stage === 'editing' || confirmStep) && (
        <Box hidden={stage !== 'editing'}><Editing flow={flow} terms={terms} /></Box>
      )}
      {terms && confirmStep && <Confirming flow={flow} terms={terms} busy={stage !== 'confirming'} />}
    </Stack>
  );
}

export function LoanApplyScreen() {
  return <LoanApplyView flow={useLoanApplyFlow()} />;
}
