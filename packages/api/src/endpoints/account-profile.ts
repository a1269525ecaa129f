import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const profile = contract(() => import(/* webpackMode: "weak" */ '../contract/account-profile'));

/**
 * 用户主页（个人主页、关注、粉丝、收藏、动态、个人网站、主页展示设置、企业与管理员主页） (issue 14).
 * Who acts is always the session's user, never a parameter; whose page it is, is `profileUserId`.
 * A profile's lists are readable without a session; a tab the owner hides answers 403 to others.
 */
export const accountProfileEndpoints = {
  /** the personal website, introduction, the viewer's follow and visible tabs */
  home: profile.get('/wapi/user/getUserHome.do', (c) => ({
    query: c.ProfileQueryObject,
    response: c.UserHomeResponse,
  })),
  dynamics: profile.get('/wapi/user/getUserDynamics.do', (c) => ({
    query: c.DynamicsQuery,
    response: c.DynamicsResponse,
  })),
  articles: profile.get('/wapi/user/getUserArticles.do', (c) => ({
    query: c.ProfileArticlesQuery,
    response: c.ProfileArticlesResponse,
  })),
  qa: profile.get('/wapi/user/getUserQa.do', (c) => ({
    query: c.ProfileQaQuery,
    response: c.ProfileQaResponse,
  })),
  /** users the profile's user follows (appoint=Follow) */
  follows: profile.get('/wapi/user/getFollowers.do', (c) => ({
    query: c.ProfileUsersQuery,
    response: c.ProfileUsersResponse,
  })),
  /** users following the profile's user (type=fans) */
  fans: profile.get('/wapi/user/getFans.do', (c) => ({
    query: c.ProfileUsersQuery,
    response: c.ProfileUsersResponse,
  })),
  /** the profile user's collections (appoint=UserFavorites) */
  collections: profile.get('/wapi/user/getCollections.do', (c) => ({
    query: c.ProfileCollectionsQuery,
    response: c.ProfileCollectionsResponse,
  })),
  /** the profile user's collections of every collect type with a card (issue 22: courses, departments) */
  allCollections: profile.get('/wapi/user/getAllCollections.do', (c) => ({
    query: c.ProfileCollectionsQuery,
    response: c.ProfileCollectionEntriesResponse,
  })),
  /** the session user's own home-view settings */
  homeViewSettings: profile.get('/wapi/user/getHomeViewSettings.do', (c) => ({
    query: c.HomeViewSettingsQuery,
    response: c.HomeViewSettingsResponse,
  })),
  saveHomeViewSettings: profile.post('/wapi/user/saveHomeViewSettings.do', (c) => ({
    body: c.SaveHomeViewSettingsBody,
    response: c.HomeViewSettingsResponse,
  })),
  /** the session user's followed topics, circles, questions, columns, departments, product lines, activities */
  subscriptions: profile.get('/wapi/user/getSubscriptions.do', (c) => ({
    query: c.SubscriptionsQuery,
    response: c.SubscriptionsResponse,
  })),
  enterpriseProfile: profile.get('/wapi/user/getEnterpriseProfile.do', (c) => ({
    query: c.ProfileQueryObject,
    response: c.EnterpriseProfileResponse,
  })),
  administratorProfile: profile.get('/wapi/user/getAdministratorProfile.do', (c) => ({
    query: c.ProfileQueryObject,
    response: c.AdministratorProfileResponse,
  })),
};
