import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const caccountProfile = contract(() => import(/* webpackMode: "weak" */ '../contract/account-profile'));
void caccountProfile;

/** 用户主页（个人主页、关注、粉丝、收藏、动态、个人网站、主页展示设置、企业与管理员主页） (issue 14). Who acts is always the session's user, never a parameter. */
export const accountProfileEndpoints = {};
