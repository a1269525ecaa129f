/** Schemas of the account area's messages calls (issue 14): 消息中心（各类消息、未读数、已读、消息设置）. */
export {};
