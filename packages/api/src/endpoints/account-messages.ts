import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const messages = contract(() => import(/* webpackMode: "weak" */ '../contract/account-messages'));

/**
 * 消息中心（各类消息、未读数、已读、消息设置） (issue 14). Who acts is always the session's user,
 * never a parameter. The header badge's total is `userEndpoints.unreadCount` (spec 7).
 */
export const accountMessageEndpoints = {
  list: messages.get('/wapi/user/message/getMessagePage.do', (c) => ({
    query: c.MessageListQuery,
    response: c.MessageListResponse,
  })),
  unreadCounts: messages.get('/wapi/user/message/getUnreadCounts.do', (c) => ({
    query: c.UnreadCountsQuery,
    response: c.UnreadCountsResponse,
  })),
  markRead: messages.post('/wapi/user/message/read.do', (c) => ({
    body: c.MarkReadBody,
    response: c.MarkReadResponse,
  })),
  markAllRead: messages.post('/wapi/user/message/readAll.do', (c) => ({
    body: c.MarkAllReadBody,
    response: c.MarkAllReadResponse,
  })),
  settings: messages.get('/wapi/user/message/getSettings.do', (c) => ({
    query: c.MessageSettingsQuery,
    response: c.MessageSettingsResponse,
  })),
  saveSettings: messages.post('/wapi/user/message/saveSettings.do', (c) => ({
    body: c.SaveMessageSettingsBody,
    response: c.SaveMessageSettingsResponse,
  })),
};
