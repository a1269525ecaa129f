/** Contact numbers and external addresses of the static pages (their texts live in ./messages.ts). */
export const CLINICAL_PHONE = '400-888-6120';
/** tel: form of CLINICAL_PHONE (digits only). */
export const CLINICAL_PHONE_HREF = `tel:${CLINICAL_PHONE.replace(/\D/g, '')}`;
/** The WeChat contact card the clinical page's QR code encodes. */
export const CLINICAL_WECHAT_URL = 'https://work.weixin.qq.com/ca/cawcde-brainmed-clinical';
export const IOS_STORE_URL = 'https://apps.apple.com/cn/app/id1449735163';
export const ANDROID_STORE_URL = 'https://sj.qq.com/appdetail/com.brainmed.app';
