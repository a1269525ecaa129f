/** Schemas of the account area's personal-data calls (issue 14): 个人资料、身份认证与积分. */
export {};
