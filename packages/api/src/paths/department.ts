/** Department calls (spec 7, /wapi/department/...); the department area adds the rest. */
export const departmentPaths = {
  /** POST subscribe or unsubscribe a department (departmentId), for the session user */
  follow: '/wapi/department/follow',
} as const;

export const DEPARTMENT_MESSAGES = { subscribed: '订阅成功', unsubscribed: '已取消订阅' } as const;

/** spec 2 */
export const departmentUrl = (id: number) => `/department/detail?departmentId=${id}`;
