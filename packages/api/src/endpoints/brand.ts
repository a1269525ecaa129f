import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const brand = contract(() => import(/* webpackMode: "weak" */ '../contract/brand'));
const article = contract(() => import(/* webpackMode: "weak" */ '../contract/article'));

/**
 * Brand calls (spec 7, /wapi/bms/brand/...): a device category's home, brand, product line, product
 * and brand activity pages, and the session user's subscriptions, follows and sign-ups.
 */
export const brandEndpoints = {
  /** a device category's brands, lines, hot products and activities (categoryId, or categoryCode) */
  categoryHome: brand.get('/wapi/bms/brand/getCategoryHome.do', (c) => ({
    query: c.CategoryHomeQuery,
    response: c.CategoryHomeResponse,
  })),
  /** a brand's page (counts a view) */
  brand: brand.get('/wapi/bms/brand/getBrandDetail.do', (c) => ({
    query: c.ByIdQuery,
    response: c.BrandDetailResponse,
  })),
  /** a product line's page (counts a view) */
  productLine: brand.get('/wapi/bms/brand/getProductLineDetail.do', (c) => ({
    query: c.ByIdQuery,
    response: c.ProductLineResponse,
  })),
  /** products of a brand, a line or a category, most viewed first */
  products: brand.get('/wapi/bms/brand/getProductList.do', (c) => ({
    query: c.ProductListQuery,
    response: c.ProductListResponse,
  })),
  /** a product's page (counts a view) */
  product: brand.get('/wapi/bms/brand/getProductDetail.do', (c) => ({
    query: c.ByIdQuery,
    response: c.ProductDetailResponse,
  })),
  /**
   * the published items of one type that mention a product (its page's 临床应用), newest first,
   * with every type's count; gathered from the areas that own them
   */
  productMentions: brand.get('/wapi/bms/brand/getProductMentions.do', (c) => ({
    query: c.ProductMentionsQuery,
    response: c.ProductMentionsResponse,
  })),
  /** activities of a brand or a category: coming and running first, then the ended ones */
  activities: brand.get('/wapi/bms/brand/getActivityList.do', (c) => ({
    query: c.ActivityListQuery,
    response: c.ActivityListResponse,
  })),
  /** a brand activity's page (counts a view) */
  activity: brand.get('/wapi/bms/brand/getActivityDetail.do', (c) => ({
    query: c.ByIdQuery,
    response: c.ActivityResponse,
  })),
  subscribeBrand: brand.post('/wapi/bms/brand/subscribeBrand.do', (c) => ({
    body: c.SubscribeBrandBody,
    response: c.SubscribeResponse,
  })),
  /** spec 7: brandId, productLineId; toast '订阅成功' when T */
  subscribeProductLine: brand.post('/wapi/bms/brand/subscribeProductLine.do', (c) => ({
    body: c.ProductLineActionBody,
    response: c.SubscribeResponse,
  })),
  /** spec 7: brandId, productLineId; answers result.followStatus */
  followProductLine: brand.post('/wapi/bms/brand/followProductLine.do', (c) => ({
    body: c.ProductLineActionBody,
    response: c.FollowResponse,
  })),
  followProduct: brand.post('/wapi/bms/brand/followProduct.do', (c) => ({
    body: c.FollowProductBody,
    response: c.FollowResponse,
  })),
  subscribeActivity: brand.post('/wapi/bms/brand/subscribeActivity.do', (c) => ({
    body: c.ActivityActionBody,
    response: c.SubscribeResponse,
  })),
  /** signs the session user up for an activity, or cancels their sign-up (until it ends) */
  signUpActivity: brand.post('/wapi/bms/brand/signUpActivity.do', (c) => ({
    body: c.ActivityActionBody,
    response: c.SignUpResponse,
  })),
  /** spec 7: an expression of interest in a product, by the session user */
  submitInterest: brand.post('/wapi/bms/brand/submitProductInterestPersonnel.do', (c) => ({
    body: c.InterestBody,
    response: c.InterestResponse,
  })),
  /** a brand's leads, newest first: its administrators only */
  leads: brand.get('/wapi/bms/brand/getInterestPersonnel.do', (c) => ({
    query: c.LeadsQuery,
    response: c.LeadsResponse,
  })),
  /** a brand administrator adds a product (pictures uploaded first, through the upload pipeline) */
  addProduct: brand.post('/wapi/bms/brand/addProduct.do', (c) => ({
    body: c.AddProductBody,
    response: c.ProductWriteResponse,
  })),
  /** a brand administrator edits one of the brand's products */
  updateProduct: brand.post('/wapi/bms/brand/updateProduct.do', (c) => ({
    body: c.UpdateProductBody,
    response: c.ProductWriteResponse,
  })),
  /** a brand's members, administrators first (its administrators only) */
  members: brand.get('/wapi/bms/brand/getMembers.do', (c) => ({
    query: c.MembersQuery,
    response: c.MembersResponse,
  })),
  /** spec 6 authMember: a brand administrator makes a user a member */
  authMember: brand.post('/wapi/bms/brand/authMember.do', (c) => ({
    body: c.MemberBody,
    response: c.MemberResponse,
  })),
  /** spec 6 removeMember */
  removeMember: brand.post('/wapi/bms/brand/removeMember.do', (c) => ({
    body: c.MemberBody,
    response: c.MemberResponse,
  })),
  /** a brand's or a category's videos, newest first */
  videos: brand.get('/wapi/bms/brand/getVideoList.do', (c) => ({
    query: c.BrandVideoListQuery,
    response: c.BrandVideoListResponse,
  })),
  /** a brand video's page (counts a view) */
  video: brand.get('/wapi/bms/brand/getVideoDetail.do', (c) => ({
    query: c.ByIdQuery,
    response: c.BrandVideoResponse,
  })),
};

/**
 * A brand video's comments: the article's comment contract (`articleId` names the video), so the
 * one comment system serves them.
 */
export const brandVideoCommentEndpoints = {
  comments: article.get('/wapi/bms/brand/getVideoCommentsPage.do', (c) => ({
    query: c.CommentsQuery,
    response: c.CommentsResponse,
  })),
  childComments: article.get('/wapi/bms/brand/getVideoChildComments.do', (c) => ({
    query: c.ChildCommentsQuery,
    response: c.ChildCommentsResponse,
  })),
  postComment: article.post('/wapi/bms/brand/videoComment.do', (c) => ({
    body: c.PostCommentBody,
    response: c.PostCommentResponse,
  })),
  commentDigg: article.post('/wapi/bms/brand/videoCommentDigg.do', (c) => ({
    body: c.CommentDiggBody,
    response: c.CommentDiggResponse,
  })),
};
