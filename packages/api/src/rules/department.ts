/** What the server answers and the search card shows when a department is (un)subscribed. Schema-free. */
export const DEPARTMENT_MESSAGES = { subscribed: '订阅成功', unsubscribed: '已取消订阅' } as const;
