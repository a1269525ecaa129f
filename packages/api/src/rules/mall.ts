/**
 * The book mall's rules both sides need (issue 21), schema-free: what an order may hold, what it
 * costs, what a delivery address must be, and the Chinese texts the server answers and the screens
 * show. Money is in fen.
 */

export const MALL_LIMITS = {
  /** copies of one book in one order */
  maxQuantity: 10,
  receiverMin: 2,
  receiver: 20,
  city: 20,
  district: 20,
  addressMin: 5,
  address: 100,
} as const;

/** shipping: a flat fee, free from a goods total */
export const MALL_SHIPPING = { feeFen: 800, freeFromFen: 9900 } as const;

/** the shipping of an order whose goods cost `goodsFen` */
export const shippingFen = (goodsFen: number): number =>
  goodsFen >= MALL_SHIPPING.freeFromFen ? 0 : MALL_SHIPPING.feeFen;

/** what one copy costs now: the discount price when there is one */
export const unitPriceFen = (book: { priceFen: number; discountPriceFen: number | null }): number =>
  book.discountPriceFen ?? book.priceFen;

/** the provincial-level divisions an address starts with */
export const PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
  '香港特别行政区',
  '澳门特别行政区',
  '台湾省',
] as const;

export const MALL_MESSAGES = {
  bookNotFound: '图书不存在或已下架',
  outOfStock: '库存不足',
  soldOut: '已售罄',
  quantityInvalid: `购买数量为 1–${MALL_LIMITS.maxQuantity} 本`,
  receiverRequired: '请填写收货人',
  receiverLength: `收货人为${MALL_LIMITS.receiverMin}–${MALL_LIMITS.receiver}个字`,
  mobileRequired: '请填写收货人手机号',
  mobileInvalid: '请填写正确的11位手机号',
  provinceRequired: '请选择省份',
  cityRequired: '请填写城市',
  districtRequired: '请填写区县',
  regionTooLong: `城市和区县各不超过${MALL_LIMITS.city}个字`,
  addressRequired: '请填写详细地址',
  addressLength: `详细地址为${MALL_LIMITS.addressMin}–${MALL_LIMITS.address}个字`,
  ordered: '订单已提交，请尽快支付',
  paid: '支付成功，订单待发货',
} as const;

/** A delivery address as typed; `region` is stored as '省 市 区'. */
export interface DeliveryAddress {
  receiverName: string;
  receiverMobile: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

const MOBILE = /^1[3-9]\d{9}$/;
const length = (s: string) => Array.from(s).length;

/** every field trimmed, inner runs of white space made one space (the region is space-separated) */
export function trimAddress(a: DeliveryAddress): DeliveryAddress {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  return {
    receiverName: clean(a.receiverName),
    receiverMobile: a.receiverMobile.replace(/\s+/g, ''),
    province: clean(a.province),
    city: clean(a.city).replace(/ /g, ''),
    district: clean(a.district).replace(/ /g, ''),
    address: clean(a.address),
  };
}

/** The first thing wrong with a (trimmed) address, in the form's order; null when it may be sent. */
export function addressError(a: DeliveryAddress): string | null {
  const m = MALL_MESSAGES;
  if (!a.receiverName) return m.receiverRequired;
  const n = length(a.receiverName);
  if (n < MALL_LIMITS.receiverMin || n > MALL_LIMITS.receiver) return m.receiverLength;
  if (!a.receiverMobile) return m.mobileRequired;
  if (!MOBILE.test(a.receiverMobile)) return m.mobileInvalid;
  if (!(PROVINCES as readonly string[]).includes(a.province)) return m.provinceRequired;
  if (!a.city) return m.cityRequired;
  if (!a.district) return m.districtRequired;
  if (length(a.city) > MALL_LIMITS.city || length(a.district) > MALL_LIMITS.district) return m.regionTooLong;
  if (!a.address) return m.addressRequired;
  const k = length(a.address);
  if (k < MALL_LIMITS.addressMin || k > MALL_LIMITS.address) return m.addressLength;
  return null;
}

export const quantityError = (quantity: number): string | null =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MALL_LIMITS.maxQuantity
    ? null
    : MALL_MESSAGES.quantityInvalid;

/** the region as stored and shown: '浙江省 杭州市 西湖区' */
export const regionOf = (a: Pick<DeliveryAddress, 'province' | 'city' | 'district'>) =>
  `${a.province} ${a.city} ${a.district}`;
