/**
 * The rules of the brand pages (spec 1 brands, 4 follow buttons, 7 Brand calls, 9 sizes), declared
 * once for the contract, the server and the screens. Schema-free.
 */

/** What the server answers and the screens show (spec 7: '订阅成功' when a product line is subscribed). */
export const BRAND_MESSAGES = {
  subscribed: '订阅成功',
  unsubscribed: '已取消订阅',
  followed: '关注成功',
  unfollowed: '已取消关注',
  signedUp: '报名成功',
  signUpCancelled: '已取消报名',
  brandNotFound: '品牌不存在',
  categoryNotFound: '器械分类不存在',
  productLineNotFound: '产品线不存在',
  productNotFound: '产品不存在',
  activityNotFound: '活动不存在',
  videoNotFound: '视频不存在或已下线',
  activityEnded: '活动已结束，无法报名',
  activityFull: '活动名额已满',
  mentionTypeUnknown: '内容类型不正确',
} as const;

export const BRAND_LIMITS = {
  /** a category home's brands, lines, hot products and activities */
  homeBrands: 24,
  homeProductLines: 12,
  homeHotProducts: 8,
  homeActivities: 6,
  /** products of a line or brand per page */
  productsPageSize: 12,
  /** activities of a brand or category per page */
  activitiesPageSize: 10,
  /** content linked to a product or line per page (the product page's 临床应用 tabs) */
  linkedPageSize: 10,
  /** products a question's or a talk's 相关器械 shows */
  mentionedProducts: 8,
} as const;

/**
 * The product page's 临床应用 (clinical work): the content that mentions a product, by type. Each
 * type is served by the area that owns the content: cases and articles (content), talks of
 * meetings (meetings), questions and answers (community).
 */
export const PRODUCT_MENTION_TYPES = ['case', 'article', 'talk', 'question'] as const;
export type ProductMentionType = (typeof PRODUCT_MENTION_TYPES)[number];

/** the tabs' names, in PRODUCT_MENTION_TYPES' order */
export const PRODUCT_MENTION_LABELS: Record<ProductMentionType, string> = {
  case: '病例',
  article: '文章',
  talk: '会议讲题',
  question: '问答',
};

/** spec 3 bmsAuth (1 = brand certified): the badge's word, as the search and article pages say it */
export const BRAND_CERTIFIED_LABEL = '品牌认证';

/** spec 9: a product line's image is 128×128 (products share the square) */
export const PRODUCT_LINE_IMAGE = { width: 128, height: 128 } as const;

/**
 * A brand activity's phase, from its times at read time (so it never goes stale): sign-up runs
 * until it ends, as long as places remain.
 */
export type BrandActivityPhase = 'upcoming' | 'ongoing' | 'ended';

export function brandActivityPhase(
  activity: { startTime: number; endTime: number },
  now: number,
): BrandActivityPhase {
  if (now < activity.startTime) return 'upcoming';
  return now < activity.endTime ? 'ongoing' : 'ended';
}

/** what a screen says of a phase */
export const BRAND_ACTIVITY_PHASE_LABELS: Record<BrandActivityPhase, string> = {
  upcoming: '报名中',
  ongoing: '进行中',
  ended: '已结束',
};

/** An expression of interest in a product (spec 7 submitProductInterestPersonnel): its limits and texts. */
export const INTEREST_LIMITS = { name: 20, hospital: 50, department: 30, contact: 50 } as const;

export const INTEREST_MESSAGES = {
  nameRequired: '请填写姓名',
  nameTooLong: `姓名不能超过${INTEREST_LIMITS.name}个字`,
  hospitalRequired: '请填写医院',
  hospitalTooLong: `医院名称不能超过${INTEREST_LIMITS.hospital}个字`,
  departmentRequired: '请填写科室',
  departmentTooLong: `科室名称不能超过${INTEREST_LIMITS.department}个字`,
  contactRequired: '请填写联系方式',
  contactInvalid: '请填写正确的手机号或邮箱',
  submitted: '提交成功，品牌方将尽快与您联系',
  alreadySubmitted: '您今天已提交过该产品的意向，请勿重复提交',
  tooMany: '提交过于频繁，请稍后再试',
  leadsForbidden: '仅该品牌的管理员可查看意向客户',
} as const;

export interface InterestForm {
  name: string;
  hospital: string;
  department: string;
  contact: string;
}

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@<>"]{1,40}@[^\s@<>"]{1,40}\.[A-Za-z]{2,10}$/;

/** the form as it is stored: every field trimmed */
export function trimInterest(form: InterestForm): InterestForm {
  return {
    name: form.name.trim(),
    hospital: form.hospital.trim(),
    department: form.department.trim(),
    contact: form.contact.trim(),
  };
}

/** The first thing wrong with a (trimmed) form, in the form's order; null when it may be sent. */
export function interestError(form: InterestForm): string | null {
  const m = INTEREST_MESSAGES;
  const length = (s: string) => Array.from(s).length;
  if (!form.name) return m.nameRequired;
  if (length(form.name) > INTEREST_LIMITS.name) return m.nameTooLong;
  if (!form.hospital) return m.hospitalRequired;
  if (length(form.hospital) > INTEREST_LIMITS.hospital) return m.hospitalTooLong;
  if (!form.department) return m.departmentRequired;
  if (length(form.department) > INTEREST_LIMITS.department) return m.departmentTooLong;
  if (!form.contact) return m.contactRequired;
  if (!MOBILE.test(form.contact) && !EMAIL.test(form.contact)) return m.contactInvalid;
  return null;
}

/** where a brand administrator downloads the brand's leads (CSV, UTF-8 with BOM: Excel reads it as Chinese) */
export const LEADS_EXPORT_PATH = '/wapi/bms/brand/exportInterestPersonnel.do';
export const LEADS_PAGE_SIZE = 20;

/** What a brand administrator may write of a product (brand administration: addProduct). */
export const PRODUCT_FORM_LIMITS = {
  nameMin: 2,
  name: 60,
  description: 2000,
  pictures: 6,
  specs: 20,
  specName: 20,
  specValue: 100,
} as const;

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: '请填写产品名称',
  nameLength: `产品名称为${PRODUCT_FORM_LIMITS.nameMin}–${PRODUCT_FORM_LIMITS.name}个字`,
  picturesRequired: '请至少上传一张产品图片',
  picturesTooMany: `产品图片最多${PRODUCT_FORM_LIMITS.pictures}张`,
  pictureInvalid: '产品图片须为本站上传的图片',
  descriptionTooLong: `产品介绍不能超过${PRODUCT_FORM_LIMITS.description}个字`,
  specsTooMany: `规格参数最多${PRODUCT_FORM_LIMITS.specs}项`,
  specIncomplete: '每项规格参数须填写名称和内容',
  specTooLong: `规格名称不超过${PRODUCT_FORM_LIMITS.specName}个字，内容不超过${PRODUCT_FORM_LIMITS.specValue}个字`,
  lineNotOfBrand: '产品线不属于该品牌',
  forbidden: '仅该品牌的管理员可管理产品和成员',
  added: '产品已添加',
  saved: '产品已保存',
} as const;

export interface ProductForm {
  name: string;
  pictures: string[];
  specs: { name: string; value: string }[];
  description: string;
}

/** the form as it is kept: texts trimmed, empty spec rows dropped */
export function trimProductForm(form: ProductForm): ProductForm {
  return {
    name: form.name.trim(),
    pictures: form.pictures.map((p) => p.trim()).filter(Boolean),
    specs: form.specs
      .map((s) => ({ name: s.name.trim(), value: s.value.trim() }))
      .filter((s) => s.name !== '' || s.value !== ''),
    description: form.description.trim(),
  };
}

/** The first thing wrong with a (trimmed) product form; null when it may be sent. Pictures are checked to be ours by the server. */
export function productFormError(form: ProductForm): string | null {
  const m = PRODUCT_FORM_MESSAGES;
  const L = PRODUCT_FORM_LIMITS;
  const length = (s: string) => Array.from(s).length;
  if (!form.name) return m.nameRequired;
  if (length(form.name) < L.nameMin || length(form.name) > L.name) return m.nameLength;
  if (form.pictures.length === 0) return m.picturesRequired;
  if (form.pictures.length > L.pictures) return m.picturesTooMany;
  if (length(form.description) > L.description) return m.descriptionTooLong;
  if (form.specs.length > L.specs) return m.specsTooMany;
  for (const spec of form.specs) {
    if (!spec.name || !spec.value) return m.specIncomplete;
    if (length(spec.name) > L.specName || length(spec.value) > L.specValue) return m.specTooLong;
  }
  return null;
}

/** Brand members (spec 6: authMember, removeMember): their texts. */
export const MEMBER_MESSAGES = {
  userNotFound: '用户不存在',
  alreadyMember: '该用户已是品牌成员',
  notMember: '该用户不是品牌成员',
  lastAdmin: '品牌至少需要一位管理员',
  authorised: '已添加为品牌成员',
  removed: '已移除品牌成员',
} as const;
