// Michango: the Contribute form (contribute.ts), the contributor's own page and payments (contributor-page.ts), and
// the committee's ledger (organisers-ledger.ts): contributors, cash and bank payments, reversals and refunds. Paid
// figures are never stored: they are summed from the ledger's received rows, so a reversal or refund lowers them the
// moment its row changes.
export {
  changeOwnPledge,
  contribute,
  limitContributions,
  limitOwnPledgeChanges,
  limitPledgePayments,
} from './contribute.ts';
export { describePledge, payPledge, pledgePaid, viewPledge } from './contributor-page.ts';
export {
  addContributor,
  ledger,
  paidAtOf,
  pledgeDetail,
  recordPayment,
  reversePayment,
  updatePledge,
} from './organisers-ledger.ts';
export { newLinkToken } from './pledge-common.ts';
