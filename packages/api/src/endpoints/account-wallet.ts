import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const caccountWallet = contract(() => import(/* webpackMode: "weak" */ '../contract/account-wallet'));
void caccountWallet;

/** 钱包、神贝流水、订单、发票、优惠券、实物订单与我的课程 (issue 14). Who acts is always the session's user, never a parameter. */
export const accountWalletEndpoints = {};
