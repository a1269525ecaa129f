/** Schemas of the account area's profile calls (issue 14): 用户主页（个人主页、关注、粉丝、收藏、动态、个人网站、主页展示设置、企业与管理员主页）. */
export {};
