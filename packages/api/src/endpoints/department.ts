import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const department = contract(() => import(/* webpackMode: "weak" */ '../contract/department'));

/** Department calls (spec 7, /wapi/department/...); the department area adds the rest. */
export const departmentEndpoints = {
  /** subscribe or unsubscribe a department (departmentId), for the session user */
  follow: department.post('/wapi/department/follow', (c) => ({
    body: c.DepartmentFollowBody,
    response: c.DepartmentFollowResponse,
  })),
};
