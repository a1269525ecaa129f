import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const caccountPersonalData = contract(
  () => import(/* webpackMode: "weak" */ '../contract/account-personal-data'),
);
void caccountPersonalData;

/** 个人资料、身份认证与积分 (issue 14). Who acts is always the session's user, never a parameter. */
export const accountPersonalDataEndpoints = {};
