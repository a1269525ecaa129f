import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const caccountMessages = contract(() => import(/* webpackMode: "weak" */ '../contract/account-messages'));
void caccountMessages;

/** 消息中心（各类消息、未读数、已读、消息设置） (issue 14). Who acts is always the session's user, never a parameter. */
export const accountMessageEndpoints = {};
