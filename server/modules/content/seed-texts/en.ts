// Seeded content in English, the source of the other languages and their fallback.
import type { SeedTexts } from '../seed-layout';

export const en: SeedTexts = {
  1: {
    title: "About {site}",
    body: [
      "{site} is a digital-asset exchange for retail users. It is a self-hosted deployment of Meridian Exchange: exchange software that an operator installs and runs on its own servers. The operator of this deployment is responsible for the service and can be reached at {support_email}.",
      "Here you can open an account, verify your identity, deposit and withdraw, trade spot pairs priced in USDT, and use the other products the operator has switched on. Products that are switched off are hidden and cannot be used. Listed assets: {assets}. Languages: {languages}.",
      "How funds are held: every balance is kept in a double-entry ledger. Each movement is a journal entry with a reason, and its postings always sum to zero, so money cannot appear or disappear. A user's balance can never go below zero, and nobody, including the operator, can edit a balance directly.",
      "Where prices come from: spot prices come from the order book, that is, from the orders of users. Leveraged and timed contracts are valued and settled against a reference price feed, and each settlement keeps the price record it used. There is no setting that moves a price or picks a winner.",
      "Rules before you act: fees, limits, rates, the withdrawal review and the turnover rule are shown on each screen before you confirm. Leveraged and timed products carry a real risk of loss; you are asked to read and accept a risk notice before you use them for the first time.",
      "Withdrawals: a withdrawal freezes its amount when you submit it and is reviewed before it is sent. If it is rejected, the amount is unfrozen at once and you see the reason.",
    ],
  },
  3: {
    title: "User agreement",
    body: [
      "This agreement is between you and the operator of {site}, a self-hosted deployment of the Meridian Exchange software. By registering you accept it. Please read it together with the privacy policy.",
      "1. Eligibility. You must be of legal age where you live and allowed by the law of your country to use a digital-asset exchange. You may hold one account, and you act on your own behalf.",
      "2. Your account. Keep your login password, transaction password and verification codes secret. Anything done with them is treated as done by you. Write to {support_email} at once if you think your account is at risk.",
      "3. Identity verification. Some products and limits require identity verification. The information you give must be true and your own. A verified identity cannot be changed afterwards.",
      "4. Deposits. Deposits sent to your deposit address are credited after the number of network confirmations shown on the deposit screen. Manual deposits are credited only after review. Assets sent on the wrong network or to a wrong address may not be recoverable.",
      "5. Balances. Your balances are kept in a double-entry ledger: every change is a recorded entry with a reason. No one can change a balance without such an entry.",
      "6. Trading. Spot orders are matched in the order book at the prices users set. A filled order cannot be undone. Fees are shown before you confirm an order.",
      "7. Leveraged and timed contracts. These products can lose the whole margin or stake in a short time. A loss on a leveraged position never exceeds that position's margin. Contracts are valued and settled against a reference price feed, never against a price set by the operator. You must accept a risk notice before your first use.",
      "8. Earn products and loans. The rate of an earn product is fixed and paid by the platform; it is not a market return. Early redemption terms, loan rates, fees and late charges are shown before you confirm.",
      "9. Withdrawals. A withdrawal freezes its amount when you submit it and is reviewed before it is sent. The fee, the minimum and maximum amounts, the number of withdrawals per day, the time window and the turnover rule (trading volume since your first deposit compared with your total deposits) are shown on the withdrawal screen, with your progress. After a change of login password, transaction password, email, phone or security questions, withdrawals are paused for 24 hours. A rejected withdrawal is unfrozen at once and its reason is shown.",
      "10. Prohibited use. You may not use the service for money laundering, fraud or market manipulation, to evade sanctions, or to access other people's accounts. An account used in this way may be suspended; you are told the reason unless the law forbids it.",
      "11. Changes and closing. The operator may change this agreement; the new text is published here with its date before it applies. You may ask to close your account at any time; withdraw your balance first.",
      "12. Contact. Questions and complaints: {support_email}.",
    ],
  },
  5: {
    title: "Privacy policy",
    body: [
      "This policy explains which personal data {site} keeps, why, and for how long. The data is stored by the operator of this self-hosted deployment of Meridian Exchange, on servers the operator runs or rents. It is not sold.",
      "Account data: your email address or phone number, your name, your chosen language and who invited you. Your passwords and security answers are stored only as one-way hashes.",
      "Identity verification: nationality, document type and number, document photos and, for address verification, a utility bill.",
      "Activity: deposits, withdrawals, orders, trades and every ledger entry of your account, and the withdrawal addresses and collection details you add.",
      "Security: the IP address and browser of each session, failed sign-in attempts, and verification codes, which are stored as hashes and expire after a short time.",
      "Why: to run your account and the products you use, to keep funds safe and detect abuse, to meet anti-money-laundering and identity obligations, and to settle disputes. The operator's staff see your data through the operator console, and every review decision is recorded with who made it, when and why.",
      "Messages: verification codes and account messages are sent to your email or phone. They are not used for advertising.",
      "In your browser: the site keeps your session token and chosen language in the browser's local storage. It sets no advertising or tracking cookies.",
      "How long: account and transaction records are kept while the account is open and afterwards for as long as the law requires. Other data is deleted when it is no longer needed.",
      "Your rights: you may ask to see, correct or delete your data, or for a copy of it, within the limits of the records the law requires us to keep. Write to {support_email}.",
    ],
  },
  101: {
    title: "How to register",
    body: [
      "Choose Register and sign up with your email address or your phone number. A verification code is sent to it; enter the code together with a password of 8 to 64 characters that contains letters and numbers. A code is valid for 10 minutes and can be used once; you can ask for a new one when the countdown ends.",
      "If the form shows an invitation code field, enter the code of the person who invited you. The form says whether the code is required or optional on this site.",
      "Accept the user agreement and confirm. Then set a 6-digit transaction password in the user centre: it confirms withdrawals and other payments.",
    ],
  },
  102: {
    title: "Verifying your identity",
    body: [
      "Identity verification has three levels. Junior: nationality, document type, real name and document number. Senior: photos of the front and back of the document and a photo with your signature. Address: a utility bill that shows your address. Images must be JPG, JPEG or PNG and smaller than 8 MB.",
      "Each submission is reviewed by a person. The user centre shows its status (under review, approved or failed) and, if it failed, the reason, so you can submit again.",
      "Nationality cannot be changed after registration, and a verified identity cannot be changed.",
    ],
  },
  103: {
    title: "Depositing",
    body: [
      "Open My assets and choose Deposit. You get your own deposit address; send only the asset and network shown on the screen. The deposit is credited after the number of network confirmations shown there.",
      "If you sent funds another way, submit a manual deposit with the amount, the transaction hash and a screenshot as proof. It is credited after review.",
      "Every deposit appears in your deposit records as processing, success or failure.",
    ],
  },
  104: {
    title: "Withdrawal rules",
    body: [
      "Before you submit, the withdrawal screen shows the asset and network, the fee, the amount you will receive, the minimum and maximum amounts, the number of withdrawals allowed per day and the daily time window.",
      "It also shows the turnover rule and your progress: your trading volume since your first deposit must reach a set share of your total deposits. When the operator sets the share to zero, the rule is off.",
      "When you submit, the amount is frozen and the withdrawal is reviewed. If it is rejected, the amount is unfrozen at once and the reason is shown in your withdrawal records.",
      "After you change your login password, transaction password, email, phone or security questions, withdrawals are paused for 24 hours. The screen shows when the pause ends.",
    ],
  },
  105: {
    title: "Fees and how they are shown",
    body: [
      "Every fee is shown before you confirm: the trading fee on the order form, the withdrawal fee and the amount you will receive on the withdrawal form, and rates, interest and penalties on the earn and loan screens.",
      "Each fee you pay is recorded as its own entry in your account records, so you can check it afterwards.",
      "Fees are set by the operator of this site. The numbers on the screens are the ones the server applies.",
    ],
  },
  106: {
    title: "Keeping your account safe",
    body: [
      "Use a password you use nowhere else, and a transaction password that differs from it. Nobody from {site} needs your passwords or verification codes: never give them to anyone.",
      "Check the site address before you sign in. Bind an email address and a phone number if you can, and set your security questions.",
      "If you receive a code you did not ask for, change your password. After any security change, withdrawals are paused for 24 hours, which protects you if someone else made the change. Sign out on shared computers.",
    ],
  },
  201: {
    title: "Welcome to {site}",
    body: [
      "This exchange runs on Meridian Exchange, installed and operated on its operator's own servers. Listed assets: {assets}. Languages: {languages}. Fees, limits and rules are shown on each screen before you confirm.",
    ],
  },
  202: {
    title: "How withdrawals are reviewed",
    body: [
      "Each withdrawal freezes its amount when you submit it and is reviewed before it is sent. You can see its status at any time in your withdrawal records. A rejected withdrawal is unfrozen at once, with the reason.",
    ],
  },
  203: {
    title: "Security changes pause withdrawals for 24 hours",
    body: [
      "After you change your login password, transaction password, email, phone or security questions, withdrawals are paused for 24 hours. The withdrawal screen shows when the pause ends.",
    ],
  },
  301: {
    title: "Prices from the market",
    body: [
      "Spot prices come from users' orders in the order book. Contracts settle against a reference price feed, and each settlement records the price it used.",
    ],
  },
  302: {
    title: "Every rule before you act",
    body: [
      "Fees, limits and the withdrawal turnover rule are shown before you confirm.",
    ],
  },
  303: {
    title: "Trade in your language",
    body: [
      "Listed assets: {assets}. Languages: {languages}. Open an account with your email or phone.",
    ],
  },
};
