/** Department calls (spec 7, /wapi/department/...); the department area adds the rest. */
export const departmentPaths = {
  /** POST subscribe or unsubscribe a department (departmentId), for the session user */
  follow: '/wapi/department/follow',
} as const;

export { departmentUrl } from '../links';
export { DEPARTMENT_MESSAGES } from '../rules/department';
