// Every route of spec §2. Screens load lazily, one chunk per area (src/app/areas). Public routes
// are open to visitors; everything under <RequireSession> needs a login. Features that ship later
// show the "not open yet" screen, listed in pending-routes.ts. A declarative router is enough:
// data loading lives in flow charts, not in route loaders.
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { PageLoading } from '../components/feedback/PageLoading';
import { GuestOnly, RequireSession } from './guards';
import { pendingRoutesOf, type PendingArea, type PendingRoute } from './pending-routes';

/** An area's chunk entry, loaded once; once loaded, also known without waiting. */
interface AreaLoader<M> {
  (): Promise<M>;
  loaded(): M | undefined;
}

function area<M>(load: () => Promise<M>): AreaLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const get = () => (pending ??= load().then(
    (m) => (module = m),
    // A failed download (offline, a new deployment) is tried again on the next use.
    (error: unknown) => { pending = undefined; throw error; },
  ));
  return Object.assign(get, { loaded: () => module });
}

/**
 * A screen (or layout) exported by an area's chunk entry, loaded on first use. When the area is
 * already loaded it renders at once, without a pass through its loading state: a prerendered page,
 * whose area main.tsx loads first, hydrates in one pass.
 */
function lazyScreen<M, K extends keyof M>(loadArea: AreaLoader<M>, name: K) {
  type Loaded = { default: ComponentType<any> };
  return lazy((): Promise<Loaded> => {
    const loaded = loadArea.loaded();
    // A thenable that answers at once: React reads a lazy component settled this way synchronously.
    if (loaded) return { then: (resolve: (m: Loaded) => void) => resolve({ default: loaded[name] as ComponentType<any> }) } as Promise<Loaded>;
    return loadArea().then((m) => ({ default: m[name] as ComponentType<any> }));
  }) as unknown as M[K];
}

const homeArea = area(() => import('./areas/home-area'));
const contentArea = area(() => import('./areas/content-area'));
const commonArea = area(() => import('./areas/common-area'));
const authArea = area(() => import('./areas/auth-area'));
const passwordResetArea = area(() => import('./areas/password-reset-area'));
const accountArea = area(() => import('./areas/account-area'));
const twoFactorArea = area(() => import('./areas/two-factor-area'));
const fundsArea = area(() => import('./areas/funds-area'));
const withdrawalsArea = area(() => import('./areas/withdrawals-area'));
const marketArea = area(() => import('./areas/market-area'));
const spotArea = area(() => import('./areas/spot-area'));
const memberLayouts = area(() => import('./areas/member-layouts'));
const opsArea = area(() => import('./areas/ops-area'));
const kycArea = area(() => import('./areas/kyc-area'));
const contractArea = area(() => import('./areas/contract-area'));
const contractPositionsArea = area(() => import('./areas/contract-positions-area'));
const deliveryArea = area(() => import('./areas/delivery-area'));
const launchpadArea = area(() => import('./areas/launchpad-area'));
const quickBuyArea = area(() => import('./areas/quick-buy-area'));
const earnArea = area(() => import('./areas/earn-area'));
const creditArea = area(() => import('./areas/credit-area'));
const referralArea = area(() => import('./areas/referral-area'));
const rewardsArea = area(() => import('./areas/rewards-area'));
const loanArea = area(() => import('./areas/loan-area'));
const supportArea = area(() => import('./areas/support-area'));
const messagesArea = area(() => import('./areas/messages-area'));
const devicesArea = area(() => import('./areas/devices-area'));

/**
 * The routes the build prerenders (src/app/prerender.tsx), with the code of their screen: the app
 * loads it before hydrating such a page, so the prerendered screen stays in place meanwhile.
 */
export const prerenderedRoutes: Record<string, () => Promise<unknown>> = { '/': homeArea, '/market': marketArea };

const AssetsLayout = lazyScreen(memberLayouts, 'AssetsLayout');
const UserCentreLayout = lazyScreen(memberLayouts, 'UserCentreLayout');
const HomeScreen = lazyScreen(homeArea, 'HomeScreen');
const TextPageScreen = lazyScreen(contentArea, 'TextPageScreen');
const SignInPromptScreen = lazyScreen(contentArea, 'SignInPromptScreen');
const HelpListScreen = lazyScreen(contentArea, 'HelpListScreen');
const HelpDetailScreen = lazyScreen(contentArea, 'HelpDetailScreen');
const NoticeListScreen = lazyScreen(contentArea, 'NoticeListScreen');
const BannerDetailScreen = lazyScreen(contentArea, 'BannerDetailScreen');
const DownloadScreen = lazyScreen(contentArea, 'DownloadScreen');
const SecurityScreen = lazyScreen(contentArea, 'SecurityScreen');
const NotOpenYetScreen = lazyScreen(commonArea, 'NotOpenYetScreen');
const MarketScreen = lazyScreen(marketArea, 'MarketScreen');
const DealScreen = lazyScreen(spotArea, 'DealScreen');
const SpotOrdersScreen = lazyScreen(spotArea, 'SpotOrdersScreen');
const ContractDealScreen = lazyScreen(contractArea, 'ContractDealScreen');
const MetalsDealScreen = lazyScreen(contractArea, 'MetalsDealScreen');
const DeliveryTradeScreen = lazyScreen(deliveryArea, 'DeliveryTradeScreen');
const DeliveryOrdersScreen = lazyScreen(deliveryArea, 'DeliveryOrdersScreen');
const NewcoinZoneScreen = lazyScreen(launchpadArea, 'NewcoinZoneScreen');
const SubscribeScreen = lazyScreen(launchpadArea, 'SubscribeScreen');
const SubscriptionListScreen = lazyScreen(launchpadArea, 'SubscriptionListScreen');
const QuickBuySelectScreen = lazyScreen(quickBuyArea, 'QuickBuySelectScreen');
const QuickBuyScreen = lazyScreen(quickBuyArea, 'QuickBuyScreen');
const EarnProductsScreen = lazyScreen(earnArea, 'EarnProductsScreen');
const EarnBuyScreen = lazyScreen(earnArea, 'EarnBuyScreen');
const EarnOrdersScreen = lazyScreen(earnArea, 'EarnOrdersScreen');
const CreditScreen = lazyScreen(creditArea, 'CreditScreen');
const PromotionScreen = lazyScreen(referralArea, 'PromotionScreen');
const LoanApplyScreen = lazyScreen(loanArea, 'LoanApplyScreen');
const LoanRecordsScreen = lazyScreen(loanArea, 'LoanRecordsScreen');
const LoanRepayScreen = lazyScreen(loanArea, 'LoanRepayScreen');
const LoanVoucherScreen = lazyScreen(loanArea, 'LoanVoucherScreen');
const SignScreen = lazyScreen(rewardsArea, 'SignScreen');
const SignRuleScreen = lazyScreen(rewardsArea, 'SignRuleScreen');
const BenefitsScreen = lazyScreen(rewardsArea, 'BenefitsScreen');
const BenefitsDetailScreen = lazyScreen(rewardsArea, 'BenefitsDetailScreen');
const ServiceScreen = lazyScreen(supportArea, 'ServiceScreen');
const NewsScreen = lazyScreen(messagesArea, 'NewsScreen');
const NewsDetailScreen = lazyScreen(messagesArea, 'NewsDetailScreen');
const DevicesScreen = lazyScreen(devicesArea, 'DevicesScreen');
const NotFoundScreen = lazyScreen(commonArea, 'NotFoundScreen');
const OpsConsole = lazyScreen(opsArea, 'OpsConsole');
const LoginScreen = lazyScreen(authArea, 'LoginScreen');
const RegisterScreen = lazyScreen(authArea, 'RegisterScreen');
const ForgetPasswordScreen = lazyScreen(passwordResetArea, 'ForgetPasswordScreen');
const SettingScreen = lazyScreen(accountArea, 'SettingScreen');
const BindTpwdScreen = lazyScreen(accountArea, 'BindTpwdScreen');
const BindPhoneScreen = lazyScreen(accountArea, 'BindPhoneScreen');
const BindEmailScreen = lazyScreen(accountArea, 'BindEmailScreen');
const SecurityQuestionsScreen = lazyScreen(accountArea, 'SecurityQuestionsScreen');
const TwoFactorScreen = lazyScreen(twoFactorArea, 'TwoFactorScreen');
const AntiPhishingScreen = lazyScreen(twoFactorArea, 'AntiPhishingScreen');
const WithdrawScreen = lazyScreen(withdrawalsArea, 'WithdrawScreen');
const WithdrawAddressScreen = lazyScreen(withdrawalsArea, 'WithdrawAddressScreen');
const AddressCancelScreen = lazyScreen(withdrawalsArea, 'AddressCancelScreen');
const WithdrawRecordsScreen = lazyScreen(withdrawalsArea, 'WithdrawRecordsScreen');
const CollectionScreen = lazyScreen(withdrawalsArea, 'CollectionScreen');
const DepositScreen = lazyScreen(fundsArea, 'DepositScreen');
const DepositRecordsScreen = lazyScreen(fundsArea, 'DepositRecordsScreen');
const SpotAccountScreen = lazyScreen(fundsArea, 'SpotAccountScreen');
const ContractAccountScreen = lazyScreen(fundsArea, 'ContractAccountScreen');
const TransferScreen = lazyScreen(fundsArea, 'TransferScreen');
const TransferRecordsScreen = lazyScreen(fundsArea, 'TransferRecordsScreen');
const AccountRecordsScreen = lazyScreen(fundsArea, 'AccountRecordsScreen');
const KycOverviewScreen = lazyScreen(kycArea, 'KycOverviewScreen');
const KycLevelScreen = lazyScreen(kycArea, 'KycLevelScreen');
const ContractPositionsScreen = lazyScreen(contractPositionsArea, 'ContractPositionsScreen');
const ContractHistoryScreen = lazyScreen(contractPositionsArea, 'ContractHistoryScreen');

const notOpenYet = (access: PendingRoute['access'], area: PendingArea): RouteObject[] =>
  pendingRoutesOf(access, area).map(({ path, feature }) => ({ path, element: <NotOpenYetScreen feature={feature} /> }));

export const routes: RouteObject[] = [
  // The operator console: its own chunk, shell and session, outside the site's frame.
  { path: '/ops/*', element: <Suspense fallback={<PageLoading />}><OpsConsole /></Suspense> },
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomeScreen /> },
      { path: '/index', element: <HomeScreen /> },
      { path: '/text', element: <SignInPromptScreen /> },
      { path: '/about', element: <TextPageScreen text="companyProfile" /> },
      { path: '/agrt', element: <TextPageScreen text="userAgreement" /> },
      // Public although spec §2 leaves it off the public list: a visitor must be able to read
      // the privacy policy before agreeing to it at registration.
      { path: '/agreement', element: <TextPageScreen text="privacyPolicy" /> },
      { path: '/help', element: <HelpListScreen /> },
      { path: '/helpDetail', element: <HelpDetailScreen /> },
      { path: '/notice', element: <NoticeListScreen /> },
      { path: '/bannerDetail', element: <BannerDetailScreen /> },
      { path: '/downLoad', element: <DownloadScreen /> },
      { path: '/security', element: <SecurityScreen /> },
      // Public: a visitor resets a forgotten password; a member changes it (?type=changepwd).
      { path: '/forgetpwd', element: <ForgetPasswordScreen /> },
      // Public: the link in the mail announcing a new withdrawal address proves itself.
      { path: '/addressCancel', element: <AddressCancelScreen /> },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginScreen /> },
          { path: '/register', element: <RegisterScreen /> },
        ],
      },
      { path: '/market', element: <MarketScreen /> },
      // Public (spec §2): a visitor reads the rules and tasks; signing and claiming ask to log in.
      { path: '/benefits', element: <BenefitsScreen /> },
      { path: '/benefitsDetail', element: <BenefitsDetailScreen /> },
      { path: '/signRule', element: <SignRuleScreen /> },
      ...notOpenYet('public', 'main'),
      {
        element: <RequireSession />,
        children: [
          ...notOpenYet('private', 'main'),
          { path: '/sign', element: <SignScreen /> },
          { path: '/deal', element: <DealScreen /> },
          { path: '/dealList', element: <SpotOrdersScreen view="open" /> },
          { path: '/all', element: <SpotOrdersScreen view="history" /> },
          { path: '/deal_c', element: <ContractDealScreen /> },
          { path: '/preciousMetal', element: <MetalsDealScreen /> },
          { path: '/contractTransaction', element: <MetalsDealScreen path="/contractTransaction" /> },
          { path: '/lt', element: <ContractPositionsScreen /> },
          { path: '/positionList', element: <ContractPositionsScreen /> },
          { path: '/leverTransactions', element: <ContractHistoryScreen /> },
          { path: '/deal_jg', element: <DeliveryTradeScreen /> },
          { path: '/jgcc', element: <DeliveryOrdersScreen /> },
          { path: '/subscription', element: <NewcoinZoneScreen /> },
          { path: '/subscribe', element: <SubscribeScreen /> },
          { path: '/profit_index', element: <EarnProductsScreen /> },
          { path: '/profit_buy', element: <EarnBuyScreen /> },
          { path: '/profit_wdtg', element: <EarnOrdersScreen /> },
          { path: '/asset', element: <Navigate to="/table1" replace /> },
          { path: '/recharge', element: <DepositScreen /> },
          { path: '/money', element: <WithdrawScreen /> },
          {
            element: <AssetsLayout />,
            children: [
              { path: '/table1', element: <SpotAccountScreen /> },
              { path: '/table2', element: <ContractAccountScreen /> },
              { path: '/record', element: <TransferRecordsScreen /> },
              { path: '/transfer', element: <TransferScreen /> },
              { path: '/address', element: <WithdrawAddressScreen /> },
              ...notOpenYet('private', 'assets'),
            ],
          },
          { path: '/person', element: <Navigate to="/setting" replace /> },
          {
            element: <UserCentreLayout />,
            children: [
              { path: '/setting', element: <SettingScreen /> },
              { path: '/bindmpwd', element: <BindTpwdScreen /> },
              { path: '/bindphone', element: <BindPhoneScreen /> },
              { path: '/bindemail', element: <BindEmailScreen /> },
              { path: '/secQuestion', element: <SecurityQuestionsScreen /> },
              { path: '/devices', element: <DevicesScreen /> },
              { path: '/twoFactor', element: <TwoFactorScreen /> },
              { path: '/antiPhishing', element: <AntiPhishingScreen /> },
              { path: '/deallog', element: <AccountRecordsScreen /> },
              { path: '/cbjl', element: <DepositRecordsScreen /> },
              { path: '/tbjl', element: <WithdrawRecordsScreen /> },
              { path: '/receive', element: <CollectionScreen /> },
              { path: '/subscriptionList', element: <SubscriptionListScreen /> },
              { path: '/sfyz', element: <KycOverviewScreen /> },
              { path: '/authentication', element: <KycOverviewScreen /> },
              // Keyed by level: moving between levels starts that level's own flow.
              { path: '/smauth', element: <KycLevelScreen key="junior" level="junior" /> },
              { path: '/seniorauth', element: <KycLevelScreen key="senior" level="senior" /> },
              { path: '/dzrz', element: <KycLevelScreen key="address" level="address" /> },
              { path: '/kjmbSelect', element: <QuickBuySelectScreen /> },
              { path: '/kjmb', element: <QuickBuyScreen /> },
              { path: '/credit', element: <CreditScreen /> },
              { path: '/currency', element: <LoanApplyScreen /> },
              { path: '/currencyRecord', element: <LoanRecordsScreen /> },
              { path: '/repayment', element: <LoanRepayScreen /> },
              { path: '/repayment2', element: <LoanVoucherScreen /> },
              { path: '/mypromotion', element: <PromotionScreen /> },
              { path: '/service', element: <ServiceScreen /> },
              { path: '/news', element: <NewsScreen /> },
              { path: '/newsDetail', element: <NewsDetailScreen /> },
              ...notOpenYet('private', 'userCentre'),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
