// /mypromotion (spec §3 "Referral"): the user's own invitation code, link and QR code; the
// commission rate of levels 1 to 4 with the invitees counted and the commission earned at each;
// the profit list (id, profit, remarks, time) and the invitee list of one level (id, masked name,
// masked phone, time). Commission is a share of the trading fees the platform collected from an
// invitee, said plainly: never paid for signing up. A view of the promotion flow.
import { useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { DataTable } from '../../components/ui/DataTable';
import { QrCode } from '../../components/ui/QrCode';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  promotionEvents, selectInviteesLoading, selectPromotionLevel, selectPromotionPage, selectPromotionRefusal, selectPromotionStage,
  type PromotionActor, type PromotionPage,
} from '../../machines/referral-promotion.flow';
import { usePromotionFlow } from './use-promotion';

const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'lg', p: '4' } as const;
const levels = [1, 2, 3, 4];

function When({ at }: { at: number }) {
  return <><FormattedDate value={at} dateStyle="medium" /> <FormattedTime value={at} timeStyle="short" /></>;
}

/** The link a friend registers through: the register page with the code filled in. */
export function invitationLink(origin: string, code: string) {
  return `${origin}/register?invite=${encodeURIComponent(code)}`;
}

function Invitation({ code }: { code: string }) {
  const intl = useIntl();
  const link = invitationLink(window.location.origin, code);
  const [copied, setCopied] = useState(false);
  const copy = () => { void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => {}); };
  return (
    <Flex {...panel} as="section" aria-labelledby="promotion-invite-title" gap="4" wrap="wrap" align="center">
      <Stack gap="2" flex="1" minW="0">
        <Heading as="h2" size="sm" id="promotion-invite-title"><FormattedMessage id="referral.invite.title" defaultMessage="Invite friends" /></Heading>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="referral.invite.code" defaultMessage="Your invitation code" /></Text>
        <Text fontSize="2xl" fontWeight="bold" letterSpacing="wider" data-testid="promotion-code"><bdi>{code}</bdi></Text>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="referral.invite.link" defaultMessage="Your invitation link" /></Text>
        <HStack gap="2" align="stretch">
          <Input readOnly value={link} dir="ltr" size="sm" aria-label={intl.formatMessage({ id: 'referral.invite.link', defaultMessage: 'Your invitation link' })} data-testid="promotion-link" onFocus={(e) => e.currentTarget.select()} />
          <Button size="sm" variant="outline" onClick={copy}>
            {copied ? <FormattedMessage id="referral.invite.copied" defaultMessage="Copied" /> : <FormattedMessage id="referral.invite.copy" defaultMessage="Copy" />}
          </Button>
        </HStack>
      </Stack>
      <QrCode value={link} size={140} label={intl.formatMessage({ id: 'referral.invite.qr', defaultMessage: 'QR code of your invitation link' })} />
    </Flex>
  );
}

function Levels({ page }: { page: PromotionPage }) {
  const intl = useIntl();
  const fmt = useFormat();
  const title = intl.formatMessage({ id: 'referral.levels.title', defaultMessage: 'Commission by level' });
  const sums = (list: Array<{ asset: string; amount: string }>) => (list.length ? list.map((e) => fmt.amount(e.amount, e.asset)).join(', ') : fmt.amount('0', 'USDT'));
  return (
    <Box {...panel} as="section" aria-labelledby="promotion-levels-title">
      <Heading as="h2" size="sm" mb="2" id="promotion-levels-title">{title}</Heading>
      <DataTable label={title} columns={[
        { header: <FormattedMessage id="referral.levels.level" defaultMessage="Level" /> },
        { header: <FormattedMessage id="referral.levels.rate" defaultMessage="Share of fees" />, end: true },
        { header: <FormattedMessage id="referral.levels.invitees" defaultMessage="Invitees" />, end: true },
        { header: <FormattedMessage id="referral.levels.earned" defaultMessage="Earned" />, end: true },
      ]}>
        {page.summary.levels.map((l) => (
          <Table.Row key={l.level} data-testid="promotion-level" data-level={l.level}>
            <Table.Cell><FormattedMessage id="referral.levels.name" defaultMessage="Level {level}" values={{ level: l.level }} /></Table.Cell>
            <Table.Cell textAlign="end"><Figure>{fmt.percent(l.rate)}</Figure></Table.Cell>
            <Table.Cell textAlign="end"><Figure>{intl.formatNumber(l.invitees)}</Figure></Table.Cell>
            <Table.Cell textAlign="end" data-testid="promotion-level-earned"><Figure>{sums(l.earnings)}</Figure></Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Text mt="2" fontWeight="medium" data-testid="promotion-total">
        <FormattedMessage id="referral.levels.total" defaultMessage="Total earned: {total}" values={{ total: <Figure>{sums(page.summary.totals)}</Figure> }} />
      </Text>
    </Box>
  );
}

function Profits({ page }: { page: PromotionPage }) {
  const intl = useIntl();
  const fmt = useFormat();
  const title = intl.formatMessage({ id: 'referral.profits.title', defaultMessage: 'Commission received' });
  return (
    <Box {...panel} as="section" aria-labelledby="promotion-profits-title">
      <Heading as="h2" size="sm" mb="2" id="promotion-profits-title">{title}</Heading>
      {page.profits.length === 0
        ? <Text color="fg.muted"><FormattedMessage id="referral.profits.none" defaultMessage="No commission yet. It is paid when someone you invited pays a trading fee." /></Text>
        : (
          <DataTable label={title} columns={[
            { header: <FormattedMessage id="referral.profits.id" defaultMessage="ID" /> },
            { header: <FormattedMessage id="referral.profits.profit" defaultMessage="Profit" />, end: true },
            { header: <FormattedMessage id="referral.profits.remarks" defaultMessage="Remarks" /> },
            { header: <FormattedMessage id="referral.profits.time" defaultMessage="Time" /> },
          ]}>
            {page.profits.map((p) => (
              <Table.Row key={p.id} data-testid="promotion-profit" data-level={p.level}>
                <Table.Cell><bdi>{p.id}</bdi></Table.Cell>
                <Table.Cell textAlign="end"><Figure>{fmt.amount(p.profit, p.asset)}</Figure></Table.Cell>
                <Table.Cell>
                  {p.source === 'contract'
                    ? (
                      <FormattedMessage
                        id="referral.profits.remarkContract" defaultMessage="Level {level}: {rate} of a {fee} contract trading fee paid by {invitee}"
                        values={{ level: p.level, rate: fmt.percent(p.rate), fee: fmt.amount(p.fee, p.asset), invitee: <bdi>{p.invitee}</bdi> }}
                      />
                    )
                    : (
                      <FormattedMessage
                        id="referral.profits.remark" defaultMessage="Level {level}: {rate} of a {fee} spot trading fee paid by {invitee}"
                        values={{ level: p.level, rate: fmt.percent(p.rate), fee: fmt.amount(p.fee, p.asset), invitee: <bdi>{p.invitee}</bdi> }}
                      />
                    )}
                </Table.Cell>
                <Table.Cell><When at={p.add_time} /></Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
    </Box>
  );
}

function Invitees({ flow, page }: { flow: PromotionActor; page: PromotionPage }) {
  const intl = useIntl();
  const level = useSelector(flow, selectPromotionLevel);
  const loading = useSelector(flow, selectInviteesLoading);
  const events = useMemo(() => promotionEvents(flow), [flow]);
  const title = intl.formatMessage({ id: 'referral.invitees.title', defaultMessage: 'People you invited' });
  return (
    <Box {...panel} as="section" aria-labelledby="promotion-invitees-title" aria-busy={loading}>
      <Heading as="h2" size="sm" mb="2" id="promotion-invitees-title">{title}</Heading>
      <HStack gap="2" mb="3" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'referral.levels.level', defaultMessage: 'Level' })}>
        {levels.map((l) => (
          <Button key={l} size="xs" variant={l === level ? 'solid' : 'outline'} aria-pressed={l === level} onClick={() => events.showLevel(l)}>
            <FormattedMessage id="referral.levels.name" defaultMessage="Level {level}" values={{ level: l }} />
          </Button>
        ))}
      </HStack>
      {page.invitees.length === 0
        ? <Text color="fg.muted"><FormattedMessage id="referral.invitees.none" defaultMessage="Nobody at this level yet." /></Text>
        : (
          <DataTable label={title} columns={[
            { header: <FormattedMessage id="referral.invitees.id" defaultMessage="ID" /> },
            { header: <FormattedMessage id="referral.invitees.name" defaultMessage="Name" /> },
            { header: <FormattedMessage id="referral.invitees.phone" defaultMessage="Phone" /> },
            { header: <FormattedMessage id="referral.invitees.time" defaultMessage="Registered" /> },
          ]}>
            {page.invitees.map((u) => (
              <Table.Row key={u.id} data-testid="promotion-invitee">
                <Table.Cell><bdi>{u.id}</bdi></Table.Cell>
                <Table.Cell><bdi>{u.name || '-'}</bdi></Table.Cell>
                <Table.Cell><bdi>{u.phone}</bdi></Table.Cell>
                <Table.Cell><When at={u.add_time} /></Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
    </Box>
  );
}

/** The screen over a running promotion flow. */
export function PromotionView({ flow }: { flow: PromotionActor }) {
  const stage = useSelector(flow, selectPromotionStage);
  const page = useSelector(flow, selectPromotionPage);
  const refusal = useSelector(flow, selectPromotionRefusal);
  const events = useMemo(() => promotionEvents(flow), [flow]);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg"><FormattedMessage id="referral.title" defaultMessage="My promotion" /></Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={events.retry} />}
      {stage === 'loading' && <PageLoading />}
      {stage === 'ready' && page && (
        <Stack gap="4">
          <Notice status="info" role="note" data-testid="promotion-rule">
            <FormattedMessage
              id="referral.rule"
              defaultMessage="When someone you invited, or someone they invited (up to four levels), pays a trading fee, you receive the share of that fee shown for their level. Nothing is paid for signing up, and nothing comes from anyone's own funds."
            />
          </Notice>
          <Invitation code={page.summary.invitation_code} />
          <SimpleGrid columns={{ base: 1 }} gap="4">
            <Levels page={page} />
            <Profits page={page} />
            <Invitees flow={flow} page={page} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

export function PromotionScreen() {
  return <PromotionView flow={usePromotionFlow()} />;
}
