import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const portal = contract(() => import(/* webpackMode: "weak" */ '../contract/portal'));

/**
 * The portal frame (spec 2, 7): the header's and footer's navigation, the search box's hint words,
 * the More popup's three groups and the footer's QR codes. The same for everyone.
 */
export const portalEndpoints = {
  navigation: portal.get('/wapi/portal/getNavigation.do', (c) => ({
    query: c.NavigationQuery,
    response: c.NavigationResponse,
  })),
  hintWords: portal.get('/wapi/dict/getHintWords.do', (c) => ({
    query: c.HintWordsQuery,
    response: c.HintWordsResponse,
  })),
  academicResources: portal.get('/wapi/portal/getAcademicResources.do', (c) => ({
    response: c.AcademicResourcesResponse,
  })),
  channels: portal.get('/wapi/channel/getWebApiChannel.do', (c) => ({ response: c.ChannelsResponse })),
  deviceCategories: portal.get('/wapi/bms/brand/getFirstCategoryList.do', (c) => ({
    response: c.DeviceCategoriesResponse,
  })),
  footerQrCodes: portal.get('/wapi/portal/getFooterQrCodes.do', (c) => ({
    response: c.FooterQrCodesResponse,
  })),
};
