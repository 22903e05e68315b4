// The console's sections: each is one nav entry and its routes under /ops. A new review queue is
// one more entry here and its screens beside this file; the shell and the session stay as they are.
import { lazy, type ReactElement } from 'react';
import { SUPPORT_STAFF_ROLES } from '../../../api/support-rules';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import WithdrawQueueScreen from './WithdrawQueueScreen';
import WithdrawReviewScreen from './WithdrawReviewScreen';
import DepositQueueScreen from './DepositQueueScreen';
import DepositReviewScreen from './DepositReviewScreen';
import KycQueueScreen from './KycQueueScreen';
import KycReviewScreen from './KycReviewScreen';
import RedemptionQueueScreen from './RedemptionQueueScreen';
import RedemptionReviewScreen from './RedemptionReviewScreen';
import LoanQueueScreen from './LoanQueueScreen';
import LoanReviewScreen from './LoanReviewScreen';
import LoanVoucherQueueScreen from './LoanVoucherQueueScreen';
import LoanVoucherReviewScreen from './LoanVoucherReviewScreen';
import SettingsScreen from './SettingsScreen';
import NewcoinsScreen from './NewcoinsScreen';

// The sections of support staff, editors, notices, sweeps and proofs load on first use: most operators never open them.
const ContentListScreen = lazy(() => import('./ContentListScreen'));
const ContentCreateScreen = lazy(() => import('./ContentCreateScreen'));
const ContentEditScreen = lazy(() => import('./ContentEditScreen'));
const SupportQueueScreen = lazy(() => import('./SupportQueueScreen'));
const SupportConversationScreen = lazy(() => import('./SupportConversationScreen'));
const NoticeScreen = lazy(() => import('./NoticeScreen'));
const SweepsScreen = lazy(() => import('./SweepsScreen'));
const ProofScreen = lazy(() => import('./ProofScreen'));

export interface OpsSection {
  /** The path under /ops the nav entry opens. */
  path: string;
  label: MessageDescriptor;
  routes: { path: string; element: ReactElement }[];
  /** Only admins see it (the server refuses everyone else too). */
  adminOnly?: boolean;
  /** Only these roles see it; a section without it is for reviewers and admins. */
  roles?: readonly string[];
}

const labels = defineMessages({
  withdrawals: { id: 'ops.nav.withdrawals', defaultMessage: 'Withdrawals' },
  deposits: { id: 'ops.nav.deposits', defaultMessage: 'Manual deposits' },
  kyc: { id: 'kyc.ops.nav', defaultMessage: 'Verifications' },
  newcoins: { id: 'ops.nav.newcoins', defaultMessage: 'New coins' },
  redemptions: { id: 'earn.ops.nav', defaultMessage: 'Redemptions' },
  loans: { id: 'loan.ops.nav', defaultMessage: 'Loans' },
  loanVouchers: { id: 'loan.ops.voucherNav', defaultMessage: 'Loan repayments' },
  settings: { id: 'ops.nav.settings', defaultMessage: 'Settings' },
  content: { id: 'ops.nav.content', defaultMessage: 'Content' },
  support: { id: 'support.ops.nav', defaultMessage: 'Support' },
  notices: { id: 'ops.nav.notices', defaultMessage: 'Notices' },
  sweeps: { id: 'ops.nav.sweeps', defaultMessage: 'Sweeps' },
  proof: { id: 'ops.nav.proof', defaultMessage: 'Proof of liabilities' },
});

export const opsSections: OpsSection[] = [
  {
    path: 'withdrawals',
    label: labels.withdrawals,
    routes: [
      { path: 'withdrawals', element: <WithdrawQueueScreen /> },
      { path: 'withdrawals/:id', element: <WithdrawReviewScreen /> },
    ],
  },
  {
    path: 'deposits',
    label: labels.deposits,
    routes: [
      { path: 'deposits', element: <DepositQueueScreen /> },
      { path: 'deposits/:id', element: <DepositReviewScreen /> },
    ],
  },
  {
    path: 'kyc',
    label: labels.kyc,
    routes: [
      { path: 'kyc', element: <KycQueueScreen /> },
      { path: 'kyc/:id', element: <KycReviewScreen /> },
    ],
  },
  {
    path: 'newcoins',
    label: labels.newcoins,
    routes: [{ path: 'newcoins', element: <NewcoinsScreen /> }],
    adminOnly: true,
  },
  {
    path: 'redemptions',
    label: labels.redemptions,
    routes: [
      { path: 'redemptions', element: <RedemptionQueueScreen /> },
      { path: 'redemptions/:id', element: <RedemptionReviewScreen /> },
    ],
  },
  {
    path: 'loans',
    label: labels.loans,
    routes: [
      { path: 'loans', element: <LoanQueueScreen /> },
      { path: 'loans/:id', element: <LoanReviewScreen /> },
    ],
  },
  {
    path: 'loan-vouchers',
    label: labels.loanVouchers,
    routes: [
      { path: 'loan-vouchers', element: <LoanVoucherQueueScreen /> },
      { path: 'loan-vouchers/:id', element: <LoanVoucherReviewScreen /> },
    ],
  },
  {
    path: 'support',
    label: labels.support,
    routes: [
      { path: 'support', element: <SupportQueueScreen /> },
      { path: 'support/:id', element: <SupportConversationScreen /> },
    ],
    roles: SUPPORT_STAFF_ROLES,
  },
  {
    path: 'settings',
    label: labels.settings,
    routes: [{ path: 'settings', element: <SettingsScreen /> }],
    adminOnly: true,
  },
  {
    path: 'content',
    label: labels.content,
    routes: [
      { path: 'content', element: <ContentListScreen /> },
      { path: 'content/new', element: <ContentCreateScreen /> },
      { path: 'content/:id', element: <ContentEditScreen /> },
    ],
    roles: ['editor', 'admin'],
  },
  {
    path: 'notices',
    label: labels.notices,
    routes: [{ path: 'notices', element: <NoticeScreen /> }],
    adminOnly: true,
  },
  {
    path: 'sweeps',
    label: labels.sweeps,
    routes: [{ path: 'sweeps', element: <SweepsScreen /> }],
    adminOnly: true,
  },
  {
    path: 'proof',
    label: labels.proof,
    routes: [{ path: 'proof', element: <ProofScreen /> }],
    adminOnly: true,
  },
];

/** The sections an operator of `role` may open: a section naming roles is for those; the rest are for reviewers and admins. */
export const sectionsFor = (role: string) => opsSections.filter((section) =>
  section.roles ? section.roles.includes(role) : role !== 'support' && role !== 'editor' && (!section.adminOnly || role === 'admin'));
