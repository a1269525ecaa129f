/**
 * Patient de-identification (issue 23): finds what would make a patient identifiable in a doctor's
 * Chinese clinical text (cases, articles, questions, answers, comments, barrage). The server refuses
 * to publish a text with findings; the editor marks them in place and masks them with one click.
 * Pure TypeScript and schema-free, so the browser and the server run the same rules.
 *
 * The rules lean on context, because the numbers themselves look like everything else in a case
 * (doses, scores, lab values, dates of operations): a name only after a word that introduces the
 * patient (患者, 家属, 姓名 ...), a hospital number only after its label (住院号 ...), a date only
 * when it is a birth date (出生日期 ..., or ... 出生), an address only after 住址/家住 and only when
 * it reaches a street, a village or a house. ID numbers and telephone numbers are the exception:
 * their shape is specific enough (an ID number must also pass its GB 11643 check character).
 *
 * Round 2 tries every trigger at every position (我妈妈 is 我妈 and 妈妈), takes kinship words and
 * the roles of a form (签字人, 联系人, 监护人 ...) as triggers, a full name before a patient's title
 * (刘振华阿姨) without one, and refuses as names the clinical words that follow 患者 (高龄, 明确 ...).
 *
 * Round 3 takes a full name that no word introduces when everything else says it is a person's:
 * one of the commonest 180 surnames, two of the commonest given-name characters, a start of a clause
 * or a verb that takes a person before it (认识, 祝福, 是, 的), and a pause or what a sentence about
 * a person goes on with after it (吗, 加油, 现在, 是我舅舅); never under a role's label or right
 * after a role (作者：…, 主刀张伟), never before a doctor's title (主任, 医生, 两位老师 ...), a dose
 * (施慧达 2.5mg) or in a reference list. It also takes the case opening without 患者 in any order (张三 男 45岁, 张三，
 * 45岁，男, 张三（女，36岁）), a child's name before its parent (聂小雨妈妈), the weaker introducing
 * words (阿姨, 大姨, 邻居, 同事) with the commonest given-name characters, any card's 卡号, MRN,
 * landlines with extensions or after their label, and birth dates in Chinese numerals.
 *
 * Round 4 takes a relative after 其母 / 其子 ... and after a bracketed role (家属（其妻）许静), the names
 * listed after one trigger (患者汤启明、汤启亮), a name in brackets after its person (患者本人（柏淑兰）),
 * a name of no Han surname after a strong trigger, made of the characters such names are
 * transliterated with, when a case opening or its verb goes on after it (患者热依拉，女; 患者尼玛因;
 * past four characters only before its sex or age: 阿不都热合曼，男, 古丽米拉·买买提), a pinyin
 * name after 姓名/名字, a table's columns by their header (住院号 names its column), with pipes or
 * with spaces, and a name cell before a sex cell, an address without a label in a clause of its
 * own in a sentence about a patient (石建华，男，47岁，四川省…8号附1号) and after 住 or 户籍, and a
 * mobile in Chinese digits. It lets pass an institution's address (医院, 本院, 会议, 中心 ... before
 * it, or in or after it), its desk's landline (护士站, 热线, 总机), a mobile's or an ID number's shape
 * after a code's label (序列号, 订单号, 流水号, SN), and doctors' rosters (姓名|科室|职称).
 *
 * Deliberately not caught: a name with no introducing word and a rarer surname (萧婉婷), rarer
 * given-name characters, or two characters (王伟: a surname and one character is too often a word,
 * 高兴, 方便) except when cheered on (付强加油); a doctor's or a public figure's full name without
 * a title is taken like a patient's (张文宏是个好医生: nothing in the sentence tells them apart); a
 * surname with a title (张先生, 王女士: the surname alone identifies nobody, like 张某); a bed number
 * without the word 床号 (12床); a birth date without its day; an address without 住址/家住/住在/
 * 现住/籍贯 ... or one that reaches no street, village or house (北京市丰台区), and an unlabelled one
 * in a sentence that names no patient, no age and no sex (it reads like an institution's); a name
 * of no Han surname without a strong trigger and a case opening after it (热依拉说); a table written
 * with spaces whose rows do not have as many cells as its header; a pinyin name with no 姓名/名字 before it. A desk's landline
 * is still taken like a patient's when its clause names no institution (咨询电话：0571-…).
 *
 * Every pattern is linear: a trigger word followed by bounded runs of one class, no nested
 * quantifiers over overlapping classes, and the table reader only moves forward, so a 20,000-character
 * case takes a few milliseconds.
 */

export type IdentifierKind =
  | 'patientName'
  | 'caseNumber'
  | 'idCard'
  | 'mobile'
  | 'landline'
  | 'birthDate'
  | 'address';

export interface IdentifierFinding {
  kind: IdentifierKind;
  /** UTF-16 offsets into the text: the span to mask, without its trigger word */
  start: number;
  end: number;
  text: string;
}

export const IDENTIFIER_LABELS: Record<IdentifierKind, string> = {
  patientName: '患者姓名',
  caseNumber: '住院号等编号',
  idCard: '身份证号',
  mobile: '手机号',
  landline: '固定电话',
  birthDate: '出生日期',
  address: '家庭住址',
};

export const DEIDENTIFY_MESSAGES = {
  /** where the first finding is, before its label: 现病史第2段含有未遮盖的… */
  found: (where: string, label: string, preview: string) => `${where}含有未遮盖的${label}“${preview}”`,
  /** when there are more findings than the one named */
  more: (count: number) => `等${count}处可识别患者的信息`,
  ask: '，请遮盖后再发布',
  /** the "where" of a text without a field name and with one paragraph */
  content: '内容',
  paragraph: (n: number) => `第${n}段`,
  /** the editor's button and its tooltip */
  maskOne: '遮盖',
  maskAll: '一键遮盖全部',
  hint: '为保护患者隐私，姓名、住院号、身份证号、电话、出生日期和家庭住址须遮盖后才能发布',
} as const;

/**
 * the places users write in, as the server's refusal names them (问题描述含有未遮盖的手机号…):
 * the `field` of `describeFindings` for every writing call
 */
export const WRITTEN_PLACES = {
  questionTitle: '问题标题',
  questionText: '问题描述',
  answer: '回答',
  comment: '评论',
  barrage: '弹幕',
  topicName: '话题名称',
  // a case, an article or popular science (the editors)
  pieceTitle: '标题',
  pieceSummary: '摘要',
  pieceBody: '正文',
} as const;

export type WrittenPlace = keyof typeof WRITTEN_PLACES;

// ---------------------------------------------------------------------------------------------
// normalisation: full-width digits, letters and punctuation count as their half-width twins, so
// １３８１２３４５６７８ is a mobile number. Each is one UTF-16 unit either way, so offsets into the
// folded text are offsets into the original.

function fold(text: string): string {
  let out = '';
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xff01 && code <= 0xff5e) {
      out += String.fromCharCode(code - 0xfee0);
      changed = true;
    } else if (code === 0x3000) {
      out += ' ';
      changed = true;
    } else out += text[i];
  }
  return changed ? out : text;
}

// ---------------------------------------------------------------------------------------------
// ID numbers (GB 11643-1999): 17 digits and a check character; the 7th-14th are the birth date

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** whether an 18-character ID number has the right check character and a real birth date */
export function isValidIdNumber(id: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * ID_WEIGHTS[i]!;
  if (ID_CHECK[sum % 11] !== id[17]!.toUpperCase()) return false;
  return isRealDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)));
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30];
  const long = [31, 31, 30, 31, 30, 31];
  return day <= (month <= 6 ? days[month - 1]! : long[month - 7]!);
}

// ---------------------------------------------------------------------------------------------
// the patterns. Each returns the span to mask through the named group `v` (regex `d` flag).

/** an 18-digit ID number, possibly written 6-8-4; verified afterwards */
const ID_18 = /(?<![\dA-Za-z])(?<v>\d{6} ?\d{8} ?\d{3}[\dXx])(?![\dA-Za-z])/dg;
/** the old 15-digit number (yymmdd inside) is only taken after the word 身份证 */
const ID_15 = /身份证(?:号码|号)?[\s:：为是]{0,3}(?<v>\d{15})(?!\d)/dg;

/**
 * a mainland mobile: 1[3-9]x and 8 digits, spaces or dashes between the groups (3-4-4 or 4-3-4),
 * +86 allowed
 */
const MOBILE =
  /(?<![\d+])(?:(?:\+|00)?86[\s-]?)?(?<v>1[3-9]\d(?:[\s-]?\d{4}[\s-]?|\d[\s-]\d{3}[\s-])\d{4})(?!\d)/dg;

/** a mobile written in Chinese digits (一五九零二七三八八一六), as some relatives leave it */
const MOBILE_HAN =
  /(?<![〇零○一二三四五六七八九幺])(?<v>[一幺][三四五六七八九][〇零○一二三四五六七八九幺]{9})(?![〇零○一二三四五六七八九幺])/dg;

/**
 * the desk a landline belongs to when it is an institution's (神经外科护士站 010-…, 咨询热线), and
 * the labels only an institution's number has: nobody calls a patient's phone 咨询电话, 报名电话,
 * 传真 or 收件电话 (round 5: announcements of meetings and talks were refused for their number)
 */
/** what makes a sentence a notice of a meeting or a society, whose numbers are its organisers' */
const ORGANISER =
  /会务|会议|报名|主办|承办|协办|协会|学会|分会|秘书处|组委会|培训班|讲座|论坛|会场|[Vv]enue|[Cc]onference|[Cc]ongress|[Ss]ymposium|[Rr]egistration/;

/** the number at `start` is an organiser's: its sentence is a notice and names no patient */
function organisersNumber(text: string, start: number): boolean {
  const sentence = sentenceBefore(text, start);
  return ORGANISER.test(sentence) && !PATIENT_CONTEXT.test(sentence);
}

const INSTITUTION_PHONE =
  /护士站|热线|总机|客服|服务电话|值班电话|挂号|预约电话|科室电话|病区|门诊部|医院|本院|我院|会务|办公室|咨询电话|报名|传真|急诊|绿色通道|收件电话|投诉电话/;

/**
 * a code's label, after which a mobile's or an ID number's shape is the code (设备序列号15823400917,
 * 订单号 13900001111, 交易流水号：110105…)
 */
const CODE_BEFORE =
  /(?:序列号|编号|订单号|单号|流水号|型号|批号|批次号?|条码|条形码|货号|会议号|会议ID|房间号|直播间号?|会议室号|账号|账户|SN|S\/N)[\s:：#为是()（）-]{0,4}$/;

/**
 * a landline: an area code (0 and 2-3 digits), in brackets or followed by a space or a dash, then
 * 7-8 digits. Without the separator an 11-12 digit run starting with 0 is too often something else.
 */
/**
 * whether the number starting at `start` is a code's (see `CODE_BEFORE`), its label read back past
 * the digits of the same run (汇款账号 1202 0219 0900 0123: the landline's shape starts mid-run)
 */
function codeBefore(text: string, start: number): boolean {
  const lead = text.slice(Math.max(0, start - 40), start).replace(/[\d\s-]+$/, '');
  return CODE_BEFORE.test(lead.slice(-14));
}

const LANDLINE =
  /(?<![\d-])(?<v>(?:[(（]0\d{2,3}[)）] ?|0\d{2,3}[\s-])\d{3,4}[\s-]?\d{4}(?:(?:\s?(?:转|分机|ext\.?)\s?|-)\d{1,5})?)(?![\d-])/dg;

/** a landline after the country code, its area code without the 0 (+86 10 6709 8888, 0086-21-64041990) */
const LANDLINE_INTERNATIONAL =
  /(?<![\d+])(?:\+|00)86[\s-]?(?<v>[(（]?0?(?:10|[2-9]\d{1,2})[)）]?[\s-]?\d{3,4}[\s-]?\d{4})(?!\d)/dg;

/**
 * a landline after its label, where the label vouches for what the shape alone cannot: the area code
 * run on without a separator (01067098888), or a local number without one (座机 87654321)
 */
const LANDLINE_LABELLED =
  /(?:电话|座机|固话|宅电|[Tt]el\.?|TEL)(?:号码?)?[\s:：为是]{0,3}(?<v>0\d{9,11}|[2-8]\d{2,3}[\s-]?\d{4})(?!\d)/dg;

/**
 * a hospital number after its label (卡号 covers 就诊卡号, 医保卡号, 社保卡号 ...: whatever card,
 * its number is the patient's). 床号 alone decides: "床号：12" is flagged, "12床" is not (a bed
 * number in the ward text identifies nobody outside the ward, and 12床患者 is how rounds are written).
 */
const CASE_NUMBER =
  /(?<label>住院号|门诊号|急诊号|病案号|病历号|档案号|床号|(?<!许可证|执业|证书|注册)登记号|就诊号|(?:医保|社保|就诊|诊疗|健康|门诊|住院)卡号?|卡号|医保号|病理号|影像号|放射号|检查号|CT号|MRI?号|(?:患者|病人|住院|门诊|就诊)(?:ID|编号)|(?<![A-Za-z])(?:(?<!会议|直播间?|房间)ID(?:号|(?=[:：])|(?=\s\d{5}))|MRN|Patient ?ID|PID|[Aa]dmission (?:[Nn]o|[Nn]umber)|[Hh]ospital (?:[Nn]o|[Nn]umber)|[Ii]npatient (?:[Nn]o|[Nn]umber))(?:\.|#|No\.?)?)(?:码)?(?:[（(][^（()）]{1,4}[)）])?(?:已经?(?:生成|分配|改)?(?:了|为|成))?[ \t:：为是#=]{0,3}[（(]?(?<v>(?:[A-Za-z]{1,4}[-_]?|[+加])?\d[\dA-Za-z-]{0,24})(?![\dA-Za-z-])(?![（(]?(?:研究编号|已去标识|去标识|已?脱敏|匿名))/dg;

/** a hospital number or a bed number read out and transcribed in Chinese digits (住院号是二零二四…, 床号：二十五) */
const CASE_NUMBER_HAN =
  /(?:住院号|门诊号|病案号|病历号|就诊卡号|卡号)(?:码)?[\s:：为是]{0,3}(?<v>[〇零○一二三四五六七八九幺]{6,20})|床号[\s:：为是]{0,3}(?<w>[一二三四五六七八九十]{1,3})(?![一二三四五六七八九十])/dg;

/** a date with its day: 1965年3月12日, 1965-03-12, 1965.3.12, 19650312, and 一九六五年三月十二日 */
const DATE = String.raw`(?:(?:19|20)\d\d(?:\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?[日号]?|[-/.]\d{1,2}[-/.]\d{1,2}|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))|[一二九][〇零○一二三四五六七八九]{3}年[一二三四五六七八九十]{1,2}月[一二三四五六七八九十]{1,3}[日号])`;
/** a date after a word that makes it a birth date */
/** a date in English (12 March 1958, March 12, 1958), as a letter to a doctor abroad gives it */
const MONTHS_EN = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const DATE_EN = String.raw`\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS_EN})[a-z]*\.?,? (?:19|20)\d\d|(?:${MONTHS_EN})[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? (?:19|20)\d\d`;

const BIRTH_BEFORE = new RegExp(
  String.raw`(?:出生日期|出生年月日|出生年月|出生时间|出生于|出生|生于|生日|[Dd]\.?[Oo]\.?[Bb]\.?|[Dd]ate of [Bb]irth|(?<![A-Za-z])[Bb]orn(?: on)?|[Bb]irth ?[Dd]ate|Birthday)(?:[\s:：为是在于]|日期|(?:农历|阴历)[^，,。；;\n]{1,8}[，,、\s]{1,2}(?:公历|阳历|新历|即)|公历|阳历|新历){0,3}(?<v>${DATE}|\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)\d\d|${DATE_EN})`,
  'dg',
);
/** a date followed by 出生 / 生人 / 生 (the last one only before a pause or 的: not 生化, 生命体征) */
const BIRTH_AFTER = new RegExp(
  String.raw`(?<![\d])(?<v>${DATE})\s?(?:出生|生人|生(?=[的，,。；;、)）\s]|$))`,
  'dg',
);

/**
 * an address after its label: a run of Chinese characters, digits and the dashes of 1-2-1, taken
 * only when it is specific (see `isSpecificAddress`). 住 alone is a label only before a place's
 * name (住济南市…), not in 住院, 住了3天 or 住普通病房2楼.
 */
const ADDRESS =
  /(?<label>家庭住址|现住址|住址|家住|居住地址|居住于|居住在|户籍地址|户籍所在地|户籍地|户籍|户口所在地|户口地址|户口在|联系地址|家庭地址|通讯地址|通信地址|现居住地|现居于|现居|现住(?!院)|住在|住于|地址|籍贯|原籍|老家在?|家在|住(?=[:：]?[\u4e00-\u9fff]{1,8}[省市县区旗])|(?<![A-Za-z])Addr(?:ess)?\.?|来自(?=[\u4e00-\u9fff]{1,8}[省市县区旗州])|(?<=(?:患者|病人|患儿)[\u4e00-\u9fff]{0,4})系(?=[\u4e00-\u9fff]{1,6}[省市县区旗州]))(?:栏|一栏)?(?:上)?(?:写的是|填的是|写着|填写为|填的|写的|应为|应该是)?[\s:：为是在于]{0,3}(?<v>[\u4e00-\u9fff\dA-Za-z#－—-]{2,80})/dg;

const ADMIN = /[省市县区镇乡旗州]/;
const STREET =
  /路|街|巷|弄|胡同|大道|道\d|号|村|组|屯|单元|室|栋|幢|楼|小区|社区|花园|公寓|苑|大厦|新村|里\d/;

/** reaches a street, a village or a house: not "北京市丰台区", not "农村" */
function isSpecificAddress(value: string): boolean {
  if (value.includes('医院')) return false;
  // 某省某县某村 is already masked; 某县王庄村3组 is not
  const span = value.replace(/某+[省市县区镇乡村街路号组]?/g, '');
  if (!STREET.test(span)) return false;
  return ADMIN.test(span) || /\d/.test(span);
}

/**
 * the words of a place that is not a patient's home: a hospital, a meeting, a hotel, a clinic.
 * Before an address they make it the institution's (会议地址：…, 本院门诊部（…155号）); in or
 * right after it only the unmistakable ones do, since homes are in 天津中心 and 阳光大厦 too.
 */
const INSTITUTION_BEFORE =
  /医院|本院|我院|院址|院区|会议|会址|会场|会展|酒店|宾馆|饭店|诊所|门诊部|卫生院|卫生所|中心|大学|学院|研究所|公司|科室|办公|展位|报到|大会|年会|论坛|学会|协会|秘书处|组委会|编辑部|杂志社|单位/;
const INSTITUTION =
  /医院|本院|我院|院区|会议|会展|酒店|宾馆|饭店|诊所|门诊部|卫生院|卫生所|(?:医学|医疗|诊疗|体检|康复|卒中|胸痛|研究|培训|急救|检验|影像|本|我)中心|大学|学院|研究所/;

/** what one does at a hospital, right before its address (就诊于长沙市…87号, 转至…1号) */
const INSTITUTION_VERB = /就诊|就医|转至|转入|转往|送至|送往|收治|手术于/;

/** the labels any place has, a hospital's as much as a home's: these need the sentence's word */
const SHARED_ADDRESS_LABEL = /^(?:地址|联系地址|通讯地址|通信地址|住于|居住于|来自)$/;

/** the sentence before `at`, back to the last full stop or line */
function sentenceBefore(text: string, at: number): string {
  return (
    text
      .slice(Math.max(0, at - 80), at)
      .split(/[。！？!?\n]/)
      .pop() ?? ''
  );
}

/**
 * the address without a label in a sentence about a patient (石建华，男，47岁，四川省成都市武侯区
 * 高升桥东路8号附1号): a clause that is nothing but a city or a district, a road and a house number.
 * The anchor is the clause's start, so the bounded run is tried once a clause, never a character.
 */
const ADDRESS_CLAUSE =
  /(?<![\u4e00-\u9fff\d])(?<v>[\u4e00-\u9fff][\u4e00-\u9fff\d-]{5,40}[号室])(?=[^\u4e00-\u9fff]|$|的(?:患者|病人|患儿))/dg;

/** a city or a district, then a road, a street or a lane, then a house number (…高升桥东路8号) */
const ADDRESS_ADMIN = /[省市区县旗]/;
const ADDRESS_ROAD = /路|街|道|巷|弄|胡同/;
const HOUSE_NUMBER = /\d{1,5}号/;

/** where such an address's city or district is, or -1: each part searched once, in order */
function addressShapeAt(clause: string): number {
  const admin = clause.search(ADDRESS_ADMIN);
  if (admin === -1) return -1;
  const road = clause.slice(admin + 1).search(ADDRESS_ROAD);
  if (road === -1 || !HOUSE_NUMBER.test(clause.slice(admin + 1 + road))) return -1;
  return admin;
}

/** the province-level names an address starts with, to cut off what leads into it (应该是江西省…) */
const PROVINCE =
  /北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门/;

/** what says a sentence is about a patient: the patient's words, a case opening's sex and age */
const PATIENT_CONTEXT =
  /患者|病人|患儿|病患|伤者|家属|住址|[男女][，,、\s|]{1,2}\d{1,3}\s?岁|\d{1,3}\s?岁[，,、\s|]{1,2}[男女]/;

function findAddresses(text: string, push: (kind: IdentifierKind, start: number, end: number) => void): void {
  for (const match of text.matchAll(ADDRESS)) {
    let [start, end] = match.indices!.groups!.v!;
    // 家住山东省…76号的患者高翔: the address ends where the sentence goes on about the person
    const of = text.slice(start, end).indexOf('的');
    if (of !== -1) end = start + of;
    const value = text.slice(start, end);
    if (!isSpecificAddress(value)) continue;
    if (
      SHARED_ADDRESS_LABEL.test(match.groups!.label!) &&
      (INSTITUTION_BEFORE.test(sentenceBefore(text, match.index)) ||
        INSTITUTION.test(value + text.slice(end, end + 12)))
    )
      continue;
    push('address', start, end);
  }
  for (const match of text.matchAll(ADDRESS_CLAUSE)) {
    const [clauseStart, end] = match.indices!.groups!.v!;
    const clause = text.slice(clauseStart, end);
    const shape = addressShapeAt(clause);
    if (shape === -1) continue;
    const province = PROVINCE.exec(clause);
    // where the address starts: its province, else the clause after a verb that leads into it
    const lead = /^(?:应该是|应是|改为|是|为|在|位于|住在|住|来自)/.exec(clause);
    const start =
      clauseStart + (province && province.index <= shape ? province.index : (lead?.[0].length ?? 0));
    const before = sentenceBefore(text, clauseStart);
    const after = text.slice(end, end + 12);
    // 来自…129号的患者周杰: the patient named right after the address is its sentence's patient
    const about = PATIENT_CONTEXT.test(before) || /^的(?:患者|病人|患儿)/.test(after);
    // 就诊于长沙市…87号: what leads into the address says whose it is
    const leadIn = clause.slice(0, shape);
    const institution =
      INSTITUTION_BEFORE.test(before + leadIn) ||
      INSTITUTION_VERB.test(leadIn) ||
      INSTITUTION.test(clause + after);
    if (!about || institution) continue;
    push('address', start, end);
  }
}

// ---------------------------------------------------------------------------------------------
// names. A name is a known surname and one or two given characters, after a word that introduces
// the patient or a relative, and followed by a pause or by a word that ends a subject (因, 于, 男 ...).

const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '慕容',
  '皇甫',
  '令狐',
  '司徒',
  '夏侯',
  '尉迟',
  '公孙',
  '长孙',
  '宇文',
  '轩辕',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '呼延',
  '百里',
  '澹台',
  '太史',
  '申屠',
  '万俟',
  '闻人',
  '司空',
  '司寇',
  '仲孙',
  '钟离',
  '宗政',
  '濮阳',
  '淳于',
  '单于',
  '太叔',
  '拓跋',
  '赫连',
  '第五',
  '梁丘',
  '左丘',
  '东郭',
  '乐正',
  '公冶',
  '公羊',
  '谷梁',
  '巫马',
  '漆雕',
  '壤驷',
  '颛孙',
  '子车',
  '公良',
  '亓官',
  '羊舌',
  '微生',
  '段干',
  '东门',
];

/**
 * the single surnames of the 百家姓 and of today's top 500 (about 460), commonest first, minus the
 * few that are mostly function words (家 能 从 后 经)
 */
const SURNAMES_BY_FREQUENCY =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁' +
  '任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武' +
  '戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮' +
  '柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古' +
  '吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫' +
  '寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻' +
  '位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙' +
  '浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭' +
  '干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由洪傅萧赖阎钮荀牧暴怀鄂苍双宰寿习鱼慎庾弘禄蔚越融竺' +
  '益桓红东滑蓬秋仰松糜籍扶贡郦濮咸蓟韶昌凤贲邴宓隗郗钭逄厍訾殳沃夔蒯莘汲羿堵璩郏巢水山贝' +
  // rarer still, but met in the blind sets' forms and cases (仉建军, 禚立伟)
  '仉禚佴笪琚郄綦乜谯';
const SURNAMES = new Set(SURNAMES_BY_FREQUENCY.split(''));

/**
 * the surnames a name without an introducing word may have: today's commonest 180, most people's.
 * The rarer ones start too many words (全, 水, 山, 和 ...) to be taken bare.
 */
const COMMON_SURNAMES = new Set(SURNAMES_BY_FREQUENCY.slice(0, 180).split(''));

/**
 * characters that almost never stand in a given name but often follow 患者 / 家属 in a case
 * (患者于昨日, 患者高热, 患者术后 ...): a candidate containing one is not a name. 月 晨 才 亦 are
 * not here: they stand in many names (黄月英, 龚德才) and barring them spared no sentence of the corpus.
 */
const NOT_IN_NAME = new Set(
  (
    '术后前院诊病症情况热烧痛压度者次的了着过无不及与或为是在因经行予给出入转伴见示查检测量率性状部侧' +
    '位区型级期例等仍已未均较更很最约左右上下外内时日年昨今晚夜能需应要会将被把从向对由自诉述感' +
    '觉曾既否认所该此其每各这那些个们吗呢吧啊说讲头脑颅眼耳鼻口手足腿腰背胸腹肺肝肾血尿便药针片剂卧床' +
    '坐站走跌倒摔突发现回去做某男女士属之主治医师护即也都就还又再仅只共系请让叫同当地' +
    '里处式法类数值项患醇'
  ).split(''),
);

/**
 * what may follow a name directly: a pause, a digit (我爸王建国72岁), or a word that ends the subject
 * the name opens: a verb, a time word, a relation, the complaint itself (王建国因, 严国栋去年,
 * 易桂香今年, 邵华（患者之妻）, 傅长青脑梗后)
 */
const AFTER_NAME =
  /^(?:[\s\d，,。.；;：:、！!？?（(）)【】[\]“”"'‘’／/|·-]|$|男|女|之|因|于|及|的|在|今年|现年|年龄|性别|入院|主诉|诉|身份证|住院|门诊|电话|手机|联系|家属|家住|住址|家|出生|生于|代诉|代述|系|是|为|来|到|已|曾|自|近|突|无|有|陪|经|由|被|拒|要|同|签|行|就|患|先生|女士|去年|前年|上个?月|上周|上次|前天|前几天|昨天|今天|最近|目前|现在|现|刚|一直|也|还|都|这|那|每|平时|做|得了|查|确诊|术后|手术|住|从|和|跟|与|说|想|能|可|怎么|吗|呢|啊|吧|呀|老人|阿姨|大爷|一|两|三|几|半|今|昨|前|明(?:早|天|日|晚|晨)|均|兄弟|姐妹|夫妇|夫妻|母女|父子|母子|父女|让|帮|给|请|托|叫|加油|早日|祈祷|祈福|聊|告诉|告知|讲|问|打|沟通|商量|谈|交代|脑|头|颅|突然|摔|跌|车祸|查出|发现|检查|复查|反复|持续|发热|发烧|昏迷|意识|肢体|左侧|右侧|双侧|血压|血糖|病情|出现|带|正在|回忆|我|[他她](?=妈|爸|们|的|说|是|在|也|就|还|家|哥|姐|弟|妹|老|儿|女|今|昨|前|一|现))/;

/**
 * the words that introduce a patient or a relative, tried at every position (so 我妈妈 is tried as
 * 我妈 and as 妈妈): the patient words, the form's labels, every kinship word, and the roles a form
 * names a person by (签字人, 联系人, 监护人, 陪护 ...), each optionally followed by 姓名 / 叫 and a pause
 */
const NAME_TRIGGER =
  /(?=(?<trigger>(?:(?:患者|病人|患儿)(?:信息|资料|本人)|本人|身份[为是]|核实为|写着|收件人|(?<![A-Za-z])(?:Pt|Patient|Name)\.?(?![A-Za-z])|家属代表|患方代表|(?:患者|病人|患儿)?名为|患者|病人|患儿|病患|伤者|伤员|病员|病友|家属|亲属|家人|产妇|孕妇|死者|姓名|名字|全名|本名|真名|原名|大名|名叫|叫做|叫|之子|之女|之妻|之夫|之母|之父|(?:紧急)?联系人|联系方式|配偶|儿媳妇|姐夫|妹夫|其(?:父|母|子|女|夫|妻|兄|弟|姐|妹)(?![父母子女亲兄弟姐妹夫妻儿孙宫性])|签字人|签名人|监护人|陪护人?|陪同人|委托人|代理人|授权人|受托人|就诊人|就诊者|受检者|受试者|申请人|投保人|被保险人|母亲|父亲|爸爸|妈妈|老爸|老妈|爹|娘|老公|老婆|丈夫|妻子|爱人|老伴|媳妇|儿媳|女婿|儿子|女儿|闺女|孩子|宝宝|孙子|孙女|外孙女?|爷爷|奶奶|外公|外婆|姥姥|姥爷|公公|婆婆|岳父|岳母|哥哥|姐姐|弟弟|妹妹|叔叔|伯伯|舅舅|姑姑|姨妈|舅妈|婶婶|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|侄子|侄女|外甥女?|家父|家母|(?:我|俺|他|她|我家|咱)(?:爸|妈|哥|姐|弟|妹|爷|奶|姥|舅|姨|叔|姑))(?:(?:的)?(?:姓名|名字)(?:是|叫)?|名叫|叫做|叫作|叫)?(?:[（(][^（()）]{1,4}[)）])?[\s:：,，为是|]{0,3}))/g;

/**
 * weaker introducing words: the titles one calls an older patient by, the wider family, the people
 * one asks for (邻居家的阿姨郭春燕, 我大姨卢秀兰, 同事张建军). 阿姨说 and 同事们 go on with the
 * sentence, so the name after these must be made of the commonest given-name characters.
 */
const NAME_TRIGGER_WEAK =
  /(?=(?<trigger>(?:阿姨|大爷|大妈|大娘|大姐|大哥|老人家?|老太太?|老爷子|老伯|邻居|同事|朋友|同学|老乡|室友|战友|亲戚|[大二三四小]?[表堂]?(?:叔|伯|舅|姨|姑|婶)(?:妈|父|夫|公|婆|奶奶|爷爷)?|[表堂](?:哥|姐|弟|妹)|嫂子|弟媳|妯娌|连襟|外甥|侄儿|曾?祖[父母]|外祖[父母]|太奶奶|太爷爷|司机|工人|农民工?|教师|[小中大]?学生|研究生|老汉|女孩|男孩|小伙子?|姑娘|婴儿|职员|个体户|退休)(?:叫做|名叫|叫|是)?[\s:：,，]{0,2}))/g;

/**
 * what follows 患者 / 家属 ... and starts with a surname's character but is the clinical text going on
 * (患者高龄, 患者明确拒绝, 家属表示理解): never a name, whatever follows it
 */
const NOT_A_NAME = new Set(
  (
    '高龄 高热 高烧 高度 高血 高颅 高压 高危 高位 高年 高级 明确 明显 明天 明日 明早 明晨 拒绝 拒不 ' +
    '自诉 自述 自觉 自行 自发 自动 自主 自理 自己 既往 入院 意识 神志 家属 本人 术后 术前 术中 平素 ' +
    '平时 平卧 平稳 平车 一般 精神 饮食 睡眠 体温 血压 病情 病史 出现 反复 突然 逐渐 持续 长期 长时 ' +
    '双侧 双眼 双下 双上 双瞳 双手 左侧 右侧 全身 全麻 全程 全部 全天 合并 伴有 伴发 接受 完善 复查 ' +
    '复诊 否认 同意 签字 要求 表示 家庭 经济 文化 文盲 年龄 年轻 年老 老年 安静 安全 安返 安睡 安排 ' +
    '常规 常有 常感 康复 金属 温度 和蔼 成功 成年 时有 时常 时间 时好 包括 包扎 包块 关注 强烈 强直 ' +
    '宣教 齐全 易怒 易激 易感 易于 苏醒 向左 向右 向来 向家 向医 华法 冷汗 冷静 计划 方面 方可 白天 ' +
    '任何 连续 简单 管理 管道 居家 居住 信任 展示 幸运 幸福 富有 昏迷 嗜睡 烦躁 清醒 淡漠 焦虑 配合 ' +
    '依从 顺利 生命 生活 身体 身高 体重 体质 卧床 情绪 心率 心情 面色 皮肤 呼吸 咳嗽 恶心 呕吐 头晕 ' +
    '发热 肌力 言语 语言 说话 步态 行走 站立 四肢 右手 左手 一侧 单侧 单纯 单独 单位 母亲 父亲 女儿 ' +
    '儿子 家人 亲属 本身 本次 此次 首次 再次 多次 第一 两年 三年 于是 于今 于昨 于当 于外 于我 于本 ' +
    '于术 于入 于家 钱包 万分 万幸 程度 程序 曾经 曾在 曾于 曾有 曾因 曾行 曾做 曾服 曾多 曾被 和家 和医 ' +
    '和其 及时 及家 尚可 尚未 尚能 尚有 尚无 尚在 尚好 仍然 仍有 仍感 仍未 应用 应予 车祸 牛奶 羊水 ' +
    '鱼刺 郁闷 乐观 乐意 谈话 谈及 解释 解除 解大 解小 解便 宁愿 计算 屈曲 屈伸 相关 相对 相应 相比 ' +
    '相信 初次 初步 初诊 初期 门诊 国外 国内 都有 都是 都在 来院 来我 来诊 来自 支架 支持 花费 石膏 ' +
    '毛发 边缘 通过 能够 能否 当时 当地 当天 戒烟 戒酒 吸烟 饮酒 嗜酒 夜间 东北 南方 北方 黄疸 黑便 ' +
    '红肿 红斑 洪亮 水肿 水平 秋季 松弛 毕业 宫颈 应激 查体 查房 武警 尤其 阳性 阴性 怀孕 怀疑 ' +
    '段时 初中 高中 大学 文员 农民 工人 退休 司机 教师 商人 个体 务农 干部 军人 学生 无业 独居 丧偶 ' +
    '离异 已婚 未婚 汉族 回族 满族 壮族 苗族 藏族 蒙古 申请 申诉 投诉 索赔 强调 坚持 坚决 希望 期望 ' +
    '满意 理解 知情 明白 了解 清楚 商量 商议 讨论 考虑 慎重 谨慎 宁可 甘愿 吉兰 危重 危险 严重 ' +
    '严格 严密 严禁 姚氏 苗头 米粒 谷丙 谷草 杜冷 施行 施术 伍用 席地 戴着 戴有 冯氏 凌晨 晨起 夏季 ' +
    '冬季 春季 曲马 莫名 雷米 费用 经费 卫生 卫健 骆驼 熊猫 鲁米 左心 右心 钟头 关心 关于 周末 周一 周二 ' +
    '周三 周四 周五 周六 周日 周天 周岁 周围 周边 周身 信息 资料 那天 那时 那年 那次 那段 来信 来电 来访 查找 寻找 平安 写作'
  ).split(' '),
);

/**
 * the characters most given names are made of. Where no word introduces the patient, a candidate's
 * given name must be made of these: 位单亲 (一位单亲妈妈) and 高兴地 start with a surname, but 亲, 兴
 * and 地 seldom stand in a name.
 */
const GIVEN_CHARS = new Set(
  (
    '伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林欢阳建国峰亮成东文海德福生荣贵祥友志' +
    '新兴永春利清胜忠洪江山民金宝玉庆长发云良武才义仁礼智信中正光耀辰晨昊皓泽睿博轩豪航宸铭逸然天佑' +
    '恒毅彬坤锋振立维雄松柏树根保有顺喜财富满堂栋梁岩石森冬秋夏敬卫红兵锦继承家少学思远达进宏伦瑞祺' +
    '嘉聪颖翔鸿鹤凤麟彪道善安康乐寿禄吉丰昌盛旺隆泰芳娜敏静丽艳娟霞秀英燕玲桂梅琳莉兰萍雪婷倩洁琴' +
    '慧琼娥珍芬淑素彩翠月蓉晶妍薇欣怡悦佳雨涵萱琪瑶婉露晓小子梓若诗雅一诺梦菲媛姗珊璐瑾璇蕾芸茜娇' +
    '婕妮娅丹虹彤冰青香花荷莲菊琦瑜黎馨蕊宜心爱巧美惠贞环仙奕煊熙语依钰星玥筱雯歆大双凡来设援朝跃' +
    '铁钢银川亭君伯仲叔季元培基益勤俭朗峻崇裕昆鹰虎琛璋珏瑛琬蔚甜莹滢澜洋涌源润淼沛汉宪令兆占廷' +
    '庭爽晴晖晗炜烨焕煜灿炎焱嵩峥岚岳巍屹杉桐楠榕枫桦柳竹笑筠蓓蔓莎菁萌苗茹芝芷芹葵蕙先孝贤岭冲浪' +
    '沁溪湘潇澄淳渊泓汝沐秉昱晟昕昀昭暖曦斐绍纪绪纯艺群羽翼翰凌冠广庚延彦征徽忆念怀恩惜愉拓捷朋' +
    '杏柔桥锐铮镇钧铎雷霖震霆靖韬韵颂骏魁鸣麒黛鼎丫'
  ).split(''),
);

/** the words of a doctor's, an author's or a speaker's role: see `inRoleClause` */
const ROLE_BEFORE =
  /医生|医师|大夫|主任|教授|院士|院长|专家|作者|主刀|术者|一助|二助|助手|讲者|主讲|主持|审校|审核|编辑|点评|指导|导师|麻醉|护士|博士|讲师|嘉宾|团队|科室|分享|撰写|整理|翻译/;
/** what a doctor's name stands before, right after it or after a pause (张志强主任, 高国强，主任医师) */
const ROLE_AFTER =
  /^(?:[，,、：:\s（(]{1,2}(?:副?主任|副?教授|主治|住院医|医师|医生|博士|硕士|研究员|院士)|[两三几诸各]位(?:老师|医生|专家|主任|教授|嘉宾|讲者)|医生|医师|大夫|主任|教授|院士|院长|专家|老师|护士|博士|讲师|团队|等人|等|主刀|副主任|课题组|et al)/;

/** the rest of a list of names that ends with their role (李志刚、周晓华两位老师) */
const ROLE_AFTER_LIST =
  /^(?:[、，,和与及][\u4e00-\u9fff]{2,4}){1,3}(?:[两三几诸各]位|等)?(?:老师|医生|专家|主任|教授|嘉宾|讲者|院士|医师)/;

/** a roster's row: a doctor's title a cell or two after the name (1 王建国 神经外科 主任医师) */
const ROLE_AFTER_CELLS =
  /^(?:[ \t|]{1,4}[\u4e00-\u9fff]{1,8}){0,2}[ \t|]{1,4}(?:副?主任医师|主治医师|住院医师|医师|副?教授|研究员|主任委员|副?主任|委员|讲师)/;

/**
 * what may stand right before a full name that no word introduces: nothing Chinese (a new clause),
 * or a word that takes a person (认识, 知道, 祝福, 是, 的 ...). Another character would make the
 * candidate the tail of a word (全家福, 向国家).
 */
const BARE_BEFORE = new Set(
  '是的识道知问找给替帮和跟与祝福愿为说让见看望了同及叫喊于请把被陪带送接扶对有'.split(''),
);

/** words made of given-name characters that follow a surname's character in ordinary text (单中心, 谢大家) */
const NOT_GIVEN_NAMES = new Set(
  (
    '中心 大家 小时 一下 一起 一样 一定 一直 一般 一生 一天 一次 一年 天天 家人 家庭 大小 长大 生长 ' +
    '安全 安心 发生 成长 成立 明天 小心 心中 大学 学生 大夫 丰富 美丽 天下 平安 健康 快乐 光明 自然 ' +
    '天然 一切 中国 国家 国际 中华 东方 小儿 大脑 小脑 中文 英文 文献 学习 学者 发明 发展'
  ).split(' '),
);

/**
 * what may follow such a name: a pause, or what a sentence about a person goes on with (梁国富吗,
 * 朱国庆是我舅舅, 萧婉婷现在怎么样, 戴建军早日康复)
 */
const BARE_AFTER =
  /^(?:[\s，,。；;：:、！!？?（(）)“”"'‘’…~～]|$|是|现在|也|能|吗|呢|吧|啊|呀|加油|早日|挺住|坚持住|平安|祈福|祈祷|今年|去年|前年|因|于|得了|患|术后|做|去|来|到|回|住院|出院|确诊|[两三几]位|二人|俩|的|和我|跟我|在(?:医院|[我你他她]们|病房|ICU|重症))/;

/** a dose after a drug's brand name, which can look like a full name (施慧达 2.5mg, 安博维 150mg) */
const DOSE_AFTER = /^\s?\d+(?:\.\d+)?\s?(?:mg|g|ml|mL|μg|ug|IU|U|u|mmol|片|粒|支|袋|丸|贴|滴)/;

/** a patient's films, reports and family, owned by the name before them (李强的片子, 王芳的病理) */
const PATIENT_THINGS_AFTER = /^的(?:片子|CT|MRI|核磁|磁共振|病理|报告|病历|家属|化验|血常规|复查)/;

/** cheering one on (付强加油): with these even a surname and one character is a name */
const CHEER_AFTER = /^(?:加油|挺住|坚持住|早日康复|快点好起来|一路走好)/;

/** the titles and patient words a full name may stand before with no introducing word (刘振华阿姨的片子) */
const NAME_BEFORE_TITLE =
  /(?:同志|阿姨|大爷|大妈|大娘|奶奶|爷爷|姥姥|姥爷|老人|老太|老伯|老汉|大姐|大哥|叔叔|伯伯|婆婆|女士|先生|小朋友|小姐|患者|病人|患儿)/g;

/**
 * a name then its sex and age, the opening of most case reports even without 患者: 张三，男，45岁;
 * 张三 男 45岁; 张三，45岁，男性; 张三（女，36岁）; and a name and an age alone (汪淑芬，79岁)
 */
const NAME_SEX_AGE =
  /(?<![\u4e00-\u9fff])(?<v>[\u4e00-\u9fff]{2,4})[，,、\s]{0,2}[（(]?(?:[男女]性?[，,、\s]{1,2}(?:\d{1,3}\s?岁|(?:19|20)\d\d\s?年|身份证|出生)|\d{1,3}\s?岁)/dg;

/** a name right before 家属 / 之子 ... (可以让李建平家属打我电话) */
const NAME_BEFORE_RELATIVE =
  /(?:女士|先生)?(?:的|[（(](?:患者|病人|患儿)?)?(?:家属|之子|之女|之妻|之夫|之母|之父|的儿子|的女儿)/g;

/** a child's or a spouse's name before the parent or the spouse (我是聂小雨妈妈): full names only */
const NAME_BEFORE_KIN =
  /(?:的|他|她)?(?:妈妈|爸爸|母亲|父亲|家长|爱人|老伴|丈夫|妻子|老公|老婆|女儿|儿子|家人|家里人|亲属|哥哥|姐姐|弟弟|妹妹)/g;

function surnameLength(name: string): number {
  if (COMPOUND_SURNAMES.includes(name.slice(0, 2))) return 2;
  return SURNAMES.has(name[0] ?? '') ? 1 : 0;
}

const HAN = /^[\u4e00-\u9fff]$/;

/** a surname with a title is no more than a surname (张先生 says what 张某 says) */
const TITLES = new Set([
  '先生',
  '女士',
  '小姐',
  '老师',
  '师傅',
  '阿姨',
  '大爷',
  '大妈',
  '奶奶',
  '爷爷',
  '老人',
  '同志',
  '医生',
  '大夫',
  '教授',
  '主任',
  '护士',
  '院长',
  '老太',
  '老伯',
  '大姐',
  '大哥',
  '秘书',
  '助理',
  '干事',
]);

/** NOT_IN_NAME's characters that end many a two-character given name (戚永年, 赵延年, 李松年) */
const ENDS_GIVEN_NAME = new Set('年发'.split(''));

function givenNameOk(given: string): boolean {
  if (given.length < 1 || given.length > 2 || TITLES.has(given)) return false;
  for (const [index, ch] of [...given].entries()) {
    const ending = index === 1 && ENDS_GIVEN_NAME.has(ch);
    if (!HAN.test(ch) || (NOT_IN_NAME.has(ch) && !ending)) return false;
  }
  return true;
}

/**
 * the name starting at `at`, if a surname, 1-2 given characters and a proper ending are there;
 * `strict`: after a weaker introducing word (阿姨, 同事 ...), the given name of the commonest characters
 */
function nameAt(text: string, at: number, strict = false): number {
  const surname = COMPOUND_SURNAMES.includes(text.slice(at, at + 2))
    ? 2
    : SURNAMES.has(text[at] ?? '')
      ? 1
      : 0;
  if (surname === 0) return 0;
  if (NOT_A_NAME.has(text.slice(at, at + 2))) return 0;
  // the longer name first: 王建国因 is 王建国, and 李红因 fails as 李红因 (因 is not in a name)
  for (const given of [2, 1]) {
    const end = at + surname + given;
    if (end > text.length) continue;
    const name = text.slice(at + surname, end);
    if (!givenNameOk(name) || (strict && ![...name].every((ch) => GIVEN_CHARS.has(ch)))) continue;
    if (AFTER_NAME.test(text.slice(end, end + 3))) return end - at;
  }
  // a two-character name spread to the width of three on a form: 黎 明
  const spread = at + surname + 2;
  const spreadOk = !strict && text[at + surname] === ' ' && givenNameOk(text.slice(spread - 1, spread));
  return spreadOk && AFTER_NAME.test(text.slice(spread, spread + 3)) ? spread - at : 0;
}

/** the name ending at `end` (before 家属 ...): a compound surname's reading first, then the longest */
function nameBefore(
  text: string,
  end: number,
  lengths: readonly number[] = [4, 3, 2],
  strict = false,
): number {
  for (const length of lengths) {
    const at = end - length;
    if (at < 0) continue;
    const surname = surnameLength(text.slice(at, end));
    if (surname === 0 || (length === 4 && surname !== 2)) continue;
    if (NOT_A_NAME.has(text.slice(at, at + 2))) continue;
    const given = text.slice(at + surname, end);
    if (!givenNameOk(given)) continue;
    if (strict && ![...given].every((ch) => GIVEN_CHARS.has(ch))) continue;
    return length;
  }
  return 0;
}

/** whether a name that no word introduces may start at `at`: see `BARE_BEFORE` */
function startsBare(text: string, at: number): boolean {
  const before = text[at - 1];
  return before === undefined || !HAN.test(before) || BARE_BEFORE.has(before);
}

/** a reference list's line: its names are authors (王明阳，李佳琪. 颅咽管瘤的显微手术治疗[J]. 中华神经外科杂志) */
const REFERENCE =
  /杂志|学报|期刊|出版社|[Jj]ournal|doi|DOI|et al|\[[JMCD]\]|Vol\.|\d{4}[,，;；]\s?\d+\s?[(（]/;

/** whether the names before `end` are a reference's authors: its journal follows them on their line */
function inReference(text: string, end: number): boolean {
  return REFERENCE.test(text.slice(end, end + 120).split('\n')[0]!);
}

/**
 * whether the name at `at` stands under a role's label (本文作者：… 陈建国、王丽华; 主讲人：…) or
 * right after a role (主刀张伟, 一助李强). A role further back is the patient's story going on:
 * 医生让我带贾桂兰去做个脑电图.
 */
function inRoleClause(text: string, at: number): boolean {
  const clause =
    text
      .slice(Math.max(0, at - 40), at)
      .split(/[。！？!?\n；;]/)
      .pop() ?? '';
  if (ROLE_BEFORE.test(clause.slice(-3)) || /(?:Dr|Prof|Doctor|Professor)\.?\s*$/i.test(clause)) return true;
  const role = ROLE_BEFORE.exec(clause);
  if (role === null) return false;
  const colon = clause.slice(role.index).search(/[:：]/);
  if (colon === -1) return false;
  // a speaker's label in a chat (主任：@小陈 把慕容雪的片子传一下): a sentence goes on after it, and
  // the name is its object, not the label's value
  const sinceColon = clause.slice(role.index + colon + 1);
  return !(sinceColon.length > 4 && BARE_BEFORE.has(clause.at(-1) ?? ''));
}

/** a header cell of a table of authors or staff (| 作者 | 年份 |, 姓名|科室|职称) */
const ROSTER_COLUMN =
  /^(?:第一作者|通讯作者|作者|文献|出处|研究者?|发表年份|年份|职称|职务|科室|单位|医院|讲者|讲题|题目|专长|擅长|角色|分工)$/;

/**
 * where the tables of authors or staff are, header to last row (the lines with a pipe after it):
 * their names are authors' and doctors', not patients'
 */
function rosterTables(text: string): [number, number][] {
  const tables: [number, number][] = [];
  const headers = new RegExp(TABLE_HEADER.source, 'g');
  for (let header = headers.exec(text); header !== null; header = headers.exec(text)) {
    if (!header[0].split('|').some((cell) => ROSTER_COLUMN.test(cell.trim()))) continue;
    let end = header.index + header[0].length;
    for (let line = 0; line < 10_000 && end < text.length; line++) {
      const newline = text.indexOf('\n', end + 1);
      const lineEnd = newline === -1 ? text.length : newline;
      if (!text.slice(end + 1, lineEnd).includes('|') && line > 0) break;
      end = lineEnd;
    }
    tables.push([header.index, end]);
    headers.lastIndex = Math.max(headers.lastIndex, end);
  }
  return tables;
}

/**
 * full names no word introduces (柴秀梅加油！, 病友群里有人认识梁国富吗): a common surname, two
 * characters of given names, a proper start and a proper end, and no doctor's role around. A
 * surname and one character only when cheered on (付强加油).
 */
function findBareNames(text: string, push: (kind: IdentifierKind, start: number, end: number) => void): void {
  const rosters = rosterTables(text);
  for (let at = 0; at < text.length; at++) {
    const compound = COMPOUND_SURNAMES.includes(text.slice(at, at + 2));
    if (!compound && !COMMON_SURNAMES.has(text[at]!)) continue;
    if (!startsBare(text, at) || NOT_A_NAME.has(text.slice(at, at + 2))) continue;
    const surname = compound ? 2 : 1;
    for (const given of [2, 1]) {
      const end = at + surname + given;
      const name = text.slice(at + surname, end);
      if (name.length !== given || NOT_GIVEN_NAMES.has(name) || !givenNameOk(name)) continue;
      if (![...name].every((ch) => GIVEN_CHARS.has(ch))) continue;
      const after = text.slice(end, end + 6);
      // a surname and one character only when cheered on, or as the owner of a patient's films at a
      // clause's start (李强的片子我看了)
      const owner = given === 1 && (at === 0 || !HAN.test(text[at - 1]!)) && PATIENT_THINGS_AFTER.test(after);
      const proper = given === 2 || compound ? BARE_AFTER.test(after) : CHEER_AFTER.test(after) || owner;
      const further = text.slice(end, end + 24);
      if (
        !proper ||
        ROLE_AFTER.test(after) ||
        ROLE_AFTER_LIST.test(further) ||
        ROLE_AFTER_CELLS.test(further) ||
        DOSE_AFTER.test(further)
      )
        continue;
      if (inRoleClause(text, at) || inReference(text, end)) continue;
      if (rosters.some(([from, to]) => from <= at && at < to)) continue;
      push('patientName', at, end);
      at = end - 1;
      break;
    }
  }
}

/** a name in brackets right after the person it names (患者本人（柏淑兰）, 郭大爷（郭振山）) */
const NAME_IN_BRACKETS =
  /(?:患者|病人|患儿|病患|本人|家属|老人|大爷|大妈|阿姨|奶奶|爷爷|老太|老伯|女士|先生|[爸妈父母子女夫妻])[（(]/g;

/** a name in pinyin after the words that say it is one (名字是SHEN HUA, 姓名：Zhang Wei) */
const NAME_LATIN =
  /(?:姓名|名字|全名|名叫|[Nn]ame)(?:是|为)?[\s:：]{0,3}(?<v>[A-Z][A-Za-z]{1,10}(?: [A-Z][A-Za-z]{1,10}){1,2})(?![A-Za-z])/dg;

/** one to two syllables of pinyin, as a name's parts are written (Zhang, Guoqiang, Lihua) */
const PINYIN_SYLLABLE =
  '(?:zh|ch|sh|[bpmfdtnlgkhjqxrwyzcs])?(?:iang|iong|uang|ang|eng|ing|ong|uai|uan|ian|iao|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ue|ui|er|a|o|e|i|u|v)';
const PINYIN_SURNAME = new RegExp(`^(?:${PINYIN_SYLLABLE}){1,2}$`, 'i');
const PINYIN_GIVEN = new RegExp(`^(?:${PINYIN_SYLLABLE}){1,2}$`, 'i');

/**
 * a name in pinyin after the words that say whose it is (Patient: Zhang Guoqiang, Ms. Wang Fang,
 * my mother, Liu Meilan; 患者Dong Lihua), or before the same name in Han characters in brackets
 * (Wang Fang (王芳)): a surname's syllable, then a given name of one or two
 */
const NAME_PINYIN =
  /(?:(?<![A-Za-z])(?:[Pp]atient|Pt|[Nn]ame|Mr|Mrs|Ms|Miss|[Mm]other|[Ff]ather|[Ss]on|[Dd]aughter|[Ww]ife|[Hh]usband)\.?[\s:：,]{1,3}|(?:患者|病人|患儿|家属)\s?|(?<![A-Za-z]))(?<v>(?:[A-Z][a-z]{0,6}|[A-Z]{2,7}) [A-Z][a-z]{1,11})(?![A-Za-z])(?<han>\s?[（(][\u4e00-\u9fff·•・]{2,14}[)）])?(?<sex>\s?[|/,，]\s?(?:[MF]|Male|Female|男|女)(?![A-Za-z]))?/dg;

/** a name cell before a sex cell, a table row of a follow-up list (黄志强|男|54|…, 巫建林｜男｜68岁｜…) */
const NAME_CELL =
  /(?<![\u4e00-\u9fff])(?<v>[\u4e00-\u9fff]{2,4})[ ]?[|\t/][ ]?(?:[男女]性?|[MF]|Male|Female)[ ]?(?:[|\t/]|$)/dg;

/**
 * a name of no Han surname (热依拉, 阿依古丽, 扎西多吉) after a strong trigger: the Han characters up
 * to what a case opening goes on with, its sex, its age or its verb (患者热依拉，女，38岁; 病人扎西多吉
 * 因…). The refusals below keep 患者头痛，, 患者老伴诉 and 患者次日诉 out.
 */
const NAME_NOT_HAN =
  /(?:患者|病人|患儿|病患|家属|姓名)[\s:：为是]{0,3}(?<v>[\u4e00-\u9fff][\u4e00-\u9fff·・]{1,8}?)(?=[，,]\s?(?:[男女]|\d{1,3}\s?岁)|[（(]\s?(?:[男女]|[\u4e00-\u9fff]{1,4}族)|\s?(?:因|于\d|主诉|自诉|诉|入院|就诊|来诊|性别|年龄|民族))/dg;

/**
 * the characters Uyghur, Tibetan, Mongolian and Kazakh names are transliterated with (热依拉, 扎西多吉,
 * 乌兰图雅, 阿力木江): a run after 患者 made of nothing else is a name, 轮椅, 清晨 and 家境困难 are not
 */
const TRANSLITERATION_CHARS = new Set(
  (
    '阿艾爱安敖奥巴拜白班邦包宝保贝本比毕别宾波伯博布才仓策查昌超朝赤楚达旦丹道得德登迪丁顿都杜多朵额' +
    '尔法凡菲夫弗伏甫福嘎尕盖甘刚高戈哥格根贡古固瓜关哈海罕汗杭豪合何和赫黑亨红洪呼胡华吉加佳嘉坚江娇' +
    '杰金晋京久居卡开凯坎康柯科克肯孔库夸拉莱来赖兰朗劳乐勒雷力丽利里莲廉良列林琳玲灵伦罗洛吕麦买迈曼' +
    '满毛玛美梅门蒙孟米密敏明摩莫姆木目穆那纳娜乃奈南尼妮宁努诺帕潘盼佩皮平珀普其奇琪祁恰强乔切钦青琼' +
    '秋曲确热仁日荣茹如瑞若萨赛塞桑色森莎沙山尚舍申什士斯松苏索塔太泰坦汤唐陶特提天帖铁通图吐托瓦万旺' +
    '维卫温文翁乌吾武西希喜夏先香祥肖孝谢欣新兴秀旭雪亚雅焉延扬阳央耶叶伊依怡义因音英尤友玉元月云扎占' +
    '章哲珍真正芝智珠卓孜兹宗祖左次措增则泽拥觉边楞敦沁赉鲁齐不逊堆娃穷益琴呷惹俄且史果作各子其地'
  ).split(''),
);

/**
 * NOT_IN_NAME's characters that transliterated names use (热依拉, 次仁, 乌日娜), and those only a long
 * one vouched for by its sex or age may have (阿不都热合曼)
 */
const IN_TRANSLITERATED_NAME = new Set('热次日其'.split(''));
const IN_LONG_TRANSLITERATED_NAME = new Set('不都'.split(''));

/**
 * what such a run also is when it is not a name: a person by relation, a people (彝族), a trade or
 * a state (孕妇, 保安), a placeholder, a time
 */
const NOT_A_NAME_RUN =
  /[父母子女夫妻儿孙伴爱哥姐弟妹婆公爷奶姥舅姨叔伯姑婶嫂媳婿]|邻居|朋友|同学|同事|亲戚|老乡|室友|工友|战友|领导|保姆|护工|不详|未知|保密|无名|匿名|次日|次晨|日前|日间|日后|[今昨近当每平多数几连]日|[那这哪]|[天晚早]$|不[详明清能会配适全愿肯同]|保安|保洁|会计|个体|老板|经理|[族妇孕产婴童师员工民农商军警兵官长户客友人者生]/;

function isNameNotHan(name: string, sexOrAgeAfter: boolean): boolean {
  // past four characters only a case opening's sex or age vouches for it (阿不都热合曼，男)
  if (name.length > 4 && !sexOrAgeAfter) return false;
  if (/[·・]$/.test(name)) return false;
  if (NOT_A_NAME.has(name.slice(0, 2)) || NOT_A_NAME_RUN.test(name) || TITLES.has(name.slice(-2)))
    return false;
  // 老王, 小李: a surname and the way one calls them, no more than 王某
  if (name.length === 2 && /[老小]/.test(name[0]!) && SURNAMES.has(name[1]!)) return false;
  for (const ch of name) {
    if (ch !== '·' && ch !== '・' && !TRANSLITERATION_CHARS.has(ch)) return false;
    const transliterated =
      IN_TRANSLITERATED_NAME.has(ch) || (name.length > 4 && IN_LONG_TRANSLITERATED_NAME.has(ch));
    if (NOT_IN_NAME.has(ch) && !transliterated) return false;
  }
  return true;
}

/**
 * the parts Tibetan names are made of (扎西, 次仁, 卓玛 ...): two of them together (次仁多吉, 卓玛央金)
 * are a name wherever they stand, since none is a word of clinical text
 */
const TIBETAN_NAME_PARTS = new Set(
  (
    '扎西 次仁 多吉 多杰 卓玛 央金 格桑 平措 达瓦 尼玛 拉姆 旦增 丹增 索朗 顿珠 普布 白玛 益西 德吉 曲珍 ' +
    '洛桑 强巴 边巴 米玛 巴桑 拉巴 次旦 贡布 仁增 措姆 央宗 德庆 群培 欧珠 罗布 琼达 桑珠 旺堆 土登 阿旺 ' +
    '加措 嘉措 才让 卓嘎 拉珍 次央 尼珍 巴珠 旺姆 玉珍 仓决 其美 桑杰 顿旦 赤列 晋美 才旦 仁青 贡嘎 ' +
    '扎巴 泽仁 泽旺 次珍 德央 巴姆 普赤 措吉 拉措 卓拉 斯朗 曲措 加央 多布 桑布 仁钦 旺杰 群宗 白珍 ' +
    '诺布 达娃 拉吉 边珍 次措 吉律 旺久 白央 巴顿 顿珠 阿达 朗杰 朗加 土旦 益多 尼玛 扎桑 卓央'
  ).split(' '),
);

/** a Tibetan name of two parts starting at `at`: its length, or 0 */
function tibetanNameAt(text: string, at: number): number {
  return TIBETAN_NAME_PARTS.has(text.slice(at, at + 2)) && TIBETAN_NAME_PARTS.has(text.slice(at + 2, at + 4))
    ? 4
    : 0;
}

/** the dots a transliterated name is written with (古丽娜尔·艾山, 艾力江•阿不都热依木) */
const NAME_DOT = '·•・‧∙･.';

/**
 * a transliterated name with its dot starting at `at` (阿依古丽·买买提): two or three runs of the
 * characters such names are written with, each of two or more; its length, or 0. The last run
 * ends where a pause or what follows a name starts (买买提，, 努尔兰·哈力木因).
 */
function dottedNameAt(text: string, at: number, spaced = false): number {
  const inName = (ch: string | undefined) =>
    ch !== undefined &&
    (TRANSLITERATION_CHARS.has(ch) ||
      IN_TRANSLITERATED_NAME.has(ch) ||
      IN_LONG_TRANSLITERATED_NAME.has(ch) ||
      ch === '尔');
  let end = at;
  let runs = 0;
  for (;;) {
    let run = 0;
    while (run < 8 && inName(text[end + run])) run++;
    if (run < 2) {
      if (runs === 0) return 0;
      end -= 1;
      break;
    }
    runs += 1;
    end += run;
    const dot = text[end] ?? '';
    if (runs < 3 && (NAME_DOT.includes(dot) || (spaced && dot === ' ')) && inName(text[end + 1])) {
      end += 1;
      continue;
    }
    break;
  }
  if (runs < 2) return 0;
  // the last run may have swallowed what follows the name (买买提因头痛): give back until it ends
  for (let cut = end; cut > end - 3; cut--) {
    if (!HAN.test(text[cut] ?? '') || AFTER_NAME.test(text.slice(cut, cut + 3))) {
      if (NAME_DOT.includes(text[cut - 3] ?? '') || NAME_DOT.includes(text[cut - 2] ?? '')) return end - at;
      return cut - at;
    }
  }
  return end - at;
}

/** the patient words after which a full name needs no proper ending (患者陈桂芝回忆起, 患者宋婉带管) */
const PATIENT_TRIGGER =
  /^(?:患者|病人|患儿|病患|伤者|家属|亲属|姓名|名字|名叫|叫做|身份[为是]|核实为|写着|本人|床|[其之][父母子女夫妻])/;

/** the words that give a name as a name (姓名：, 叫, 名字是): what they give is a name on its own */
const NAMING_TRIGGER = /姓名|名字|全名|名叫|叫做|叫/;
/** a form's label: after it a rarer surname than the list knows is a name too (姓名：仉淑珍) */
const NAME_LABEL = /姓名|名字|全名/;
/** where a name given by its label or its verb ends */
const NAME_END = /^(?:[\s，,。；;：:、|/（()）!！?？]|$)/;
/** what a label's value is when it is no name: a placeholder or a masked name */
const NO_NAME = /某|[*＊Xx×]|匿名|不详|保密|未知|隐去|隐藏|省略|删除|^已|^略|^无|^空|^见/;

/** another label of the same form or table: 姓名|性别 and 姓名：（空）科室 give no name */
const FORM_LABEL =
  /性别|年龄|科室|职称|职务|单位|诊断|电话|地址|住址|民族|籍贯|职业|婚姻|编号|序号|床号|住院|门诊|病案|日期|医院|专业|角色|备注/;

/**
 * the name a naming word gives (病人叫安静，女; 姓名 候小勇，; 叫吉木布哈，): two to four characters
 * up to a pause, with a surname or made of the characters names are transliterated with; after a
 * form's label any surname. What the sentence says it is outweighs NOT_A_NAME (安静 is a name here).
 */
function namedRunAt(text: string, at: number, trigger: string): number {
  if (!NAMING_TRIGGER.test(trigger)) return 0;
  for (const length of [4, 3, 2]) {
    const run = text.slice(at, at + length);
    if (run.length !== length || ![...run].every((ch) => HAN.test(ch))) continue;
    if (!NAME_END.test(text.slice(at + length, at + length + 1))) continue;
    if (NO_NAME.test(run) || FORM_LABEL.test(run) || TITLES.has(run.slice(-2))) return 0;
    const surname = surnameLength(run);
    const given = run.slice(Math.max(surname, 1));
    if (NOT_A_NAME.has(given) || NOT_A_NAME_RUN.test(given.slice(-1))) return 0;
    const transliterated = [...run].every((ch) => TRANSLITERATION_CHARS.has(ch));
    if (NAME_LABEL.test(trigger) || transliterated || (surname > 0 && givenNameOk(given))) return length;
    return 0;
  }
  return 0;
}

/** a transliterated name's characters, the few NOT_IN_NAME lets through included */
const inTransliteratedName = (ch: string | undefined): boolean =>
  ch !== undefined &&
  (TRANSLITERATION_CHARS.has(ch) || IN_TRANSLITERATED_NAME.has(ch) || IN_LONG_TRANSLITERATED_NAME.has(ch));

/**
 * a name of no Han surname after a trigger (41床 乌云其木格 女; 其哥哥阿不力米提说): a run of the
 * transliteration characters before its sex or age, or, after a strong trigger, before what follows
 * a name; up to six characters then
 */
function transliteratedAt(text: string, at: number, strong: boolean): number {
  let run = 0;
  while (run < 7 && inTransliteratedName(text[at + run])) run++;
  for (let length = run; length >= 2; length--) {
    const after = text.slice(at + length, at + length + 8);
    const sexOrAge = /^[，,\s]{0,2}[（(]?(?:[男女]|\d{1,3}\s?岁)/.test(after);
    if (!sexOrAge && !(strong && length <= 6 && AFTER_NAME.test(after))) continue;
    if (isNameNotHan(text.slice(at, at + length), true)) return length;
  }
  return 0;
}

/**
 * the person named at `at` after an introducing word: a transliterated name with its dot, a Tibetan
 * name, a Han name with its proper ending, and after the patient words also a full name of the
 * commonest characters however the sentence goes on
 */
function personAt(text: string, at: number, trigger = ''): number {
  const dotted = dottedNameAt(text, at, trigger !== '');
  if (dotted > 0) return dotted;
  const tibetan = tibetanNameAt(text, at);
  if (tibetan > 0) return tibetan;
  const named = namedRunAt(text, at, trigger);
  if (named > 0) return named;
  const han = nameAt(text, at);
  if (han > 0) return han;
  const strong = PATIENT_TRIGGER.test(trigger.replace(/^(?:患者|病人|患儿)(?=本人)/, ''));
  // any introducing word vouches for a transliterated name before what follows a name (哥哥阿不力米提说)
  const transliterated = trigger === '' ? 0 : transliteratedAt(text, at, true);
  if (transliterated > 0 || !strong) return transliterated;
  const surname = COMPOUND_SURNAMES.includes(text.slice(at, at + 2))
    ? 2
    : COMMON_SURNAMES.has(text[at] ?? '')
      ? 1
      : 0;
  if (surname === 0 || NOT_A_NAME.has(text.slice(at, at + 2))) return 0;
  const given = text.slice(at + surname, at + surname + 2);
  const full =
    given.length === 2 &&
    !NOT_GIVEN_NAMES.has(given) &&
    givenNameOk(given) &&
    [...given].every((ch) => GIVEN_CHARS.has(ch));
  return full ? surname + 2 : 0;
}

/** a bed number and the name after it (22床 庞德明, ICU 5床伍海军, 床号8 舒婷, bed 9 孔祥林) */
const BED_THEN_NAME =
  /(?<![\dA-Za-z])(?:\d{1,3}|[一二三四五六七八九十]{1,3})\s?号?床(?!位)[\s:：,，]{0,2}|(?:床号|床位号?)[\s:：]{0,2}[+加]?\d{1,3}[\s:：,，]{0,2}|[Bb]ed\s?\d{1,3}[\s:：,，]{0,2}/g;

/**
 * a bed number on its own (12床术后第2天, 三号床, bed 12): round 5 takes it, as both blind sets'
 * writers did and as the issue lists 床号: with the ward and the day it points at one patient, and
 * masked (**床) the case reads the same. Not a ward's capacity (开放60床), an empty bed (1床空) or
 * 一床 (one bed); a number in Chinese digits only where a clause or a verb puts it (三床的谭婆婆).
 */
const BED =
  /(?<![\dA-Za-z.-])(?:(?<v>\d{1,3})\s?号?床|(?<=^|[^\u4e00-\u9fff]|[是的在到去住和、])(?<w>[二三四五六七八九十][一二三四五六七八九十]{0,2}|一[一二三四五六七八九十]{1,2})号?床|(?<![A-Za-z])[Bb]ed[\s:：=]{0,2}(?:[Nn]o\.?\s?)?(?<x>\d{1,3}))(?![号位旁头边单垫板栏难])(?!\s?空)/dg;
/** the rest of a list of beds that ends empty (1床、6床空) */
const BEDS_EMPTY_AFTER = /^(?:[、，,和及与]\s?(?:\d{1,3}|[一二三四五六七八九十]{1,3})\s?号?床)+\s?空/;
/** what makes the number before 床 a ward's size (开放床位60张 is not matched at all) */
const BED_CAPACITY = /(?:有|开放|编制|设|设置|共|增加|增至|扩至|达|床位)\s?$/;

/**
 * a form's labels joined by slashes, then its values the same way (姓名/性别/年龄/床号：于海洋/男/42/26):
 * each value judged by its label's column
 */
const SLASHED_FORM =
  /(?<![\u4e00-\u9fff])(?<labels>(?:[\u4e00-\u9fff]{1,5}\/){1,8}[\u4e00-\u9fff]{1,5})[:：]\s?(?<values>[^\n；;。]{1,120})/dg;

function findSlashedForms(
  text: string,
  push: (kind: IdentifierKind, start: number, end: number) => void,
): void {
  for (const match of text.matchAll(SLASHED_FORM)) {
    const kinds = match.groups!.labels!.split('/').map(columnKind);
    if (kinds.every((kind) => kind === null)) continue;
    let at = match.indices!.groups!.values![0];
    for (const [column, value] of match.groups!.values!.split('/').entries()) {
      const start = at + (value.length - value.trimStart().length);
      judgeCell(kinds[column] ?? null, value.trim(), start, push);
      at += value.length + 1;
    }
  }
}

/** a table's header: cells of a few characters between pipes (姓名|性别|年龄|住院号|诊断) */
const TABLE_HEADER =
  /(?<![\u4e00-\u9fffA-Za-z.])(?:[\u4e00-\u9fffA-Za-z]{1,8}\.?\s?\|\s?){1,15}[\u4e00-\u9fffA-Za-z]{1,8}(?![\u4e00-\u9fffA-Za-z])/g;

/** the columns of a roster of doctors or speakers, not of patients */
const STAFF_COLUMN = /职称|职务|科室|单位|医院|专业|方向|讲题|题目|专长|擅长|角色|分工|职责|学历/;

/** what a header cell says its column holds */
function columnKind(header: string): IdentifierKind | null {
  if (/^(?:患者|病人|患儿)?(?:姓名|名字)$|^(?:患者|病人|患儿)$|^(?:Name|Patient|Pt)$/i.test(header))
    return 'patientName';
  if (/^(?:床位|床|Bed|Bed No\.?)$/i.test(header)) return 'caseNumber';
  if (
    /^(?:住院|门诊|急诊|病案|病历|档案|登记|就诊|病理|影像|放射|检查|床)号(?:码)?$|^(?:(?:医保|社保|就诊|诊疗)?卡号|ID|MRN|PID|(?:患者|病人|住院)(?:ID|编号))$/.test(
      header,
    )
  )
    return 'caseNumber';
  if (/^(?:家庭|现|居住|户籍|联系)?(?:住址|地址)$/.test(header)) return 'address';
  if (/^(?:出生日期|出生年月日|生日|DOB)$/.test(header)) return 'birthDate';
  return null;
}

/** a cell judged by its column's own test, never by its shape alone */
function judgeCell(
  kind: IdentifierKind | null,
  value: string,
  start: number,
  push: (kind: IdentifierKind, start: number, end: number) => void,
): void {
  const end = start + value.length;
  if (kind === 'caseNumber' && /\d/.test(value) && /^[\dA-Za-z_-]{1,26}$/.test(value)) push(kind, start, end);
  else if (kind === 'address' && isSpecificAddress(value)) push(kind, start, end);
  else if (kind === 'birthDate' && isBirthDate(value)) push(kind, start, end);
  else if (kind === 'patientName') {
    // a name column's cell is a name, with a form's space in it (赵 琳) or a rarer surname (禚文斌)
    const name = value.replace(/\s/g, '');
    const known = surnameLength(name);
    const named = known > 0 ? givenNameOk(name.slice(known)) : /^[\u4e00-\u9fff]{2,4}$/.test(name);
    if (named && value.length <= 5 && !NO_NAME.test(name) && !TITLES.has(name.slice(-2)))
      push(kind, start, end);
  }
}

/** a table written with spaces or tabs: a line of labels only (序号 姓名 性别 年龄 住院号) */
const SPACED_HEADER =
  /^[ \t]*(?:[\u4e00-\u9fffA-Za-z]{1,8}[ \t]{1,40}){2,15}[\u4e00-\u9fffA-Za-z]{1,8}[ \t]*$/gm;

/** the rows under a spaced header: the lines that have as many cells as it has, each judged by its column */
function findSpacedTableCells(
  text: string,
  push: (kind: IdentifierKind, start: number, end: number) => void,
): void {
  const headers = new RegExp(SPACED_HEADER.source, 'gm');
  for (let header = headers.exec(text); header !== null; header = headers.exec(text)) {
    const kinds = header[0]
      .trim()
      .split(/[ \t]{1,40}/)
      .map(columnKind);
    if (kinds.every((kind) => kind === null) || STAFF_COLUMN.test(header[0])) continue;
    let lineStart = header.index + header[0].length + 1;
    for (let row = 0; row < 10_000 && lineStart < text.length; row++) {
      const newline = text.indexOf('\n', lineStart);
      const lineEnd = newline === -1 ? text.length : newline;
      const cells = [...text.slice(lineStart, lineEnd).matchAll(/\S+/g)];
      // a short row (22 空: an empty bed) is passed over; a line of one cell ends the table
      if (cells.length !== kinds.length) {
        if (cells.length >= 2 && cells.length < kinds.length) {
          lineStart = lineEnd + 1;
          continue;
        }
        break;
      }
      for (const [column, cell] of cells.entries())
        judgeCell(kinds[column] ?? null, cell[0], lineStart + cell.index, push);
      lineStart = lineEnd + 1;
    }
    headers.lastIndex = Math.max(headers.lastIndex, lineStart);
  }
}

/**
 * the cells under a header's named columns, row by row: a row ends at a line's end, at its last
 * pipe before a new line (| a | b |), or, written on one line, at the last space of its last cell
 * (诊断 黄志强|男|…). Each cell is judged by its column's own test, never by its shape alone.
 */
function findTableCells(
  text: string,
  push: (kind: IdentifierKind, start: number, end: number) => void,
): void {
  // the next line's end and the next pipe, found once and reused until passed: a long line with
  // many headers on it stays linear
  let lineEnd = -1;
  let bar = -1;
  const nextLineEnd = (at: number) => {
    if (lineEnd < at) lineEnd = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
    return lineEnd;
  };
  const nextBar = (at: number) => {
    if (bar < at) bar = text.indexOf('|', at) === -1 ? text.length : text.indexOf('|', at);
    return bar;
  };
  const headers = new RegExp(TABLE_HEADER.source, 'g');
  for (let header = headers.exec(text); header !== null; header = headers.exec(text)) {
    const kinds = header[0].split('|').map((cell) => columnKind(cell.trim()));
    // a roster of doctors or speakers: its names are theirs (姓名|科室|职称 王建华|神经外科|主任医师)
    if (kinds.every((kind) => kind === null) || STAFF_COLUMN.test(header[0])) continue;
    let at = header.index + header[0].length;
    // the rest of a markdown header and its rule: | \n|---|---|\n|
    while (at < text.length && /[\s|:-]/.test(text[at]!)) at++;
    for (let row = 0; row < 10_000 && at < text.length && nextBar(at) < nextLineEnd(at); row++) {
      for (let column = 0; column < kinds.length; column++) {
        const rowEnd = nextLineEnd(at);
        const cellBar = nextBar(at);
        let end = Math.min(cellBar, rowEnd);
        let next = end + 1;
        if (column === kinds.length - 1 && end === cellBar) {
          const space = text
            .slice(at, end)
            .trimEnd()
            .search(/\s\S*$/);
          if (space > 0 && text.slice(at, at + space).trim() !== '') {
            end = at + space;
            next = end + 1;
          } else while (next < text.length && /[\s|]/.test(text[next]!)) next++;
        }
        const cell = text.slice(at, end);
        const start = at + (cell.length - cell.trimStart().length);
        const value = cell.trim();
        judgeCell(kinds[column] ?? null, value, start, push);
        at = next;
        if (end === rowEnd) break;
      }
      while (at < text.length && /\s/.test(text[at]!)) at++;
      if (at < text.length && text[at] === '|') at++;
    }
    // the rows read are not headers to read again
    headers.lastIndex = Math.max(headers.lastIndex, at);
  }
}

function findNames(text: string, push: (kind: IdentifierKind, start: number, end: number) => void): void {
  for (const match of text.matchAll(NAME_TRIGGER)) {
    const trigger = match.groups!.trigger!;
    let at = match.index + trigger.length;
    // the names listed after one trigger (患者汤启明、汤启亮兄弟二人), each as the first is
    for (let listed = 0; listed < 6; listed++) {
      const length = personAt(text, at, trigger);
      if (length === 0) break;
      push('patientName', at, at + length);
      if (!/[、和及与]/.test(text[at + length] ?? '')) break;
      at += length + 1;
    }
  }
  for (const match of text.matchAll(NAME_IN_BRACKETS)) {
    const at = match.index + match[0].length;
    const length = nameAt(text, at);
    if (length > 0 && /[)）]/.test(text[at + length] ?? '')) push('patientName', at, at + length);
  }
  for (const match of text.matchAll(NAME_LATIN)) {
    const [start, end] = match.indices!.groups!.v!;
    push('patientName', start, end);
  }
  for (const match of text.matchAll(NAME_PINYIN)) {
    const [start, end] = match.indices!.groups!.v!;
    const [surname, given] = text.slice(start, end).split(' ') as [string, string];
    const pinyin = PINYIN_SURNAME.test(surname) && PINYIN_GIVEN.test(given);
    // without a word before it, only the Han name in brackets or the sex after it says it is a name
    const introduced = match.index < start || match.indices!.groups!.sex !== undefined;
    const han = match.indices!.groups!.han;
    if (han) {
      // the Han name inside the brackets: from after the opening bracket to before the closing one
      const open = han[0] + text.slice(han[0], han[1]).search(/[（(]/) + 1;
      const name = text.slice(open, han[1] - 1);
      const known = surnameLength(name);
      const hanName =
        (known > 0 && name.length <= 4 && givenNameOk(name.slice(known))) ||
        dottedNameAt(name, 0) === name.length ||
        tibetanNameAt(name, 0) === name.length;
      if (!hanName) {
        if (!pinyin || !introduced) continue;
      } else push('patientName', open, han[1] - 1);
    } else if (!pinyin || !introduced) continue;
    push('patientName', start, end);
  }
  for (const match of text.matchAll(NAME_TRIGGER_WEAK)) {
    const at = match.index + match.groups!.trigger!.length;
    const length = nameAt(text, at, true);
    if (length > 0) push('patientName', at, at + length);
  }
  for (const match of [...text.matchAll(NAME_SEX_AGE), ...text.matchAll(NAME_CELL)]) {
    const [start, end] = match.indices!.groups!.v!;
    const name = text.slice(start, end);
    const surname = surnameLength(name);
    if (surname === 0 || NOT_A_NAME.has(name.slice(0, 2)) || !givenNameOk(name.slice(surname))) continue;
    push('patientName', start, end);
    // a patient's row of cells (8	马秀兰	女	71	ZY0098123): its record number is theirs too
    if (match[0].includes('|') || match[0].includes('\t')) {
      const lineEnd = text.indexOf('\n', end);
      const line = text.slice(end, lineEnd === -1 ? text.length : lineEnd);
      for (const cell of line.matchAll(/(?<=^|[|\t])\s?(?<v>[A-Za-z]{0,4}\d{6,20})\s?(?=[|\t]|$)/dg)) {
        const [from, to] = cell.indices!.groups!.v!;
        push('caseNumber', end + from, end + to);
      }
    }
  }
  for (const match of text.matchAll(NAME_NOT_HAN)) {
    const [start, end] = match.indices!.groups!.v!;
    const sexOrAgeAfter = /^(?:[，,]\s?(?:[男女]|\d)|[（(])/.test(text.slice(end, end + 3));
    if (isNameNotHan(text.slice(start, end), sexOrAgeAfter)) push('patientName', start, end);
  }
  findTableCells(text, push);
  findSpacedTableCells(text, push);
  findSlashedForms(text, push);
  for (const match of text.matchAll(BED_THEN_NAME)) {
    const at = match.index + match[0].length;
    const length = personAt(text, at, '床');
    if (length > 0) push('patientName', at, at + length);
  }
  // a Tibetan name of two parts, and a dotted one before its sex, age or people, need no introducing word
  for (let at = 0; at < text.length; at++) {
    if (HAN.test(text[at - 1] ?? '') && !BARE_BEFORE.has(text[at - 1]!)) continue;
    let length = tibetanNameAt(text, at);
    if (length === 0) {
      length = dottedNameAt(text, at);
      const opening = /^[，,、\s/|]{0,4}[（(]?(?:[男女]|\d{1,3}\s?岁|[\u4e00-\u9fff]{1,4}族)/;
      if (length > 0 && !opening.test(text.slice(at + length, at + length + 8))) length = 0;
    }
    // a transliterated name without its dot at a clause's start, before its sex or age (阿依古丽吐尔洪 女 39岁)
    if (length === 0) {
      const run = transliteratedAt(text, at, false);
      if (run >= 3) length = run;
    }
    if (length === 0 || inRoleClause(text, at) || ROLE_AFTER.test(text.slice(at + length, at + length + 6)))
      continue;
    push('patientName', at, at + length);
    at += length - 1;
  }
  for (const match of text.matchAll(NAME_BEFORE_KIN)) {
    const length = nameBefore(text, match.index, [4, 3], true);
    if (length > 0 && !inRoleClause(text, match.index - length))
      push('patientName', match.index - length, match.index);
  }
  findBareNames(text, push);
  for (const match of text.matchAll(NAME_BEFORE_RELATIVE)) {
    const length = nameBefore(text, match.index);
    if (length > 0) push('patientName', match.index - length, match.index);
  }
  // without an introducing word only a full name (a surname and two characters) counts: 王阿姨 is a
  // surname and a title, and 一位王阿姨 must not become the name 位王
  for (const match of text.matchAll(NAME_BEFORE_TITLE)) {
    // 赖志明 先生: a form's space between the name and the title
    const end = text[match.index - 1] === ' ' ? match.index - 1 : match.index;
    const length = nameBefore(text, end, [4, 3], true);
    if (length > 0) push('patientName', end - length, end);
  }
}

/** every pattern above, for the test that none can backtrack catastrophically */
export const DEIDENTIFY_PATTERNS: readonly RegExp[] = [
  ID_18,
  ID_15,
  MOBILE,
  CODE_BEFORE,
  MOBILE_HAN,
  INSTITUTION_PHONE,
  LANDLINE,
  LANDLINE_LABELLED,
  LANDLINE_INTERNATIONAL,
  CASE_NUMBER,
  BIRTH_BEFORE,
  BIRTH_AFTER,
  ADDRESS,
  ADDRESS_CLAUSE,
  ADDRESS_ADMIN,
  ADDRESS_ROAD,
  HOUSE_NUMBER,
  PROVINCE,
  PATIENT_CONTEXT,
  INSTITUTION,
  INSTITUTION_BEFORE,
  INSTITUTION_VERB,
  SHARED_ADDRESS_LABEL,
  NAME_TRIGGER,
  NAME_TRIGGER_WEAK,
  NAME_SEX_AGE,
  NAME_CELL,
  NAME_LATIN,
  NAME_IN_BRACKETS,
  NAME_NOT_HAN,
  NOT_A_NAME_RUN,
  BED_THEN_NAME,
  BED,
  BED_CAPACITY,
  BEDS_EMPTY_AFTER,
  CASE_NUMBER_HAN,
  PATIENT_THINGS_AFTER,
  NAME_PINYIN,
  NAMING_TRIGGER,
  NAME_LABEL,
  NAME_END,
  NO_NAME,
  FORM_LABEL,
  ORGANISER,
  SLASHED_FORM,
  PATIENT_TRIGGER,
  TABLE_HEADER,
  SPACED_HEADER,
  STAFF_COLUMN,
  ROSTER_COLUMN,
  NAME_BEFORE_RELATIVE,
  NAME_BEFORE_KIN,
  NAME_BEFORE_TITLE,
  AFTER_NAME,
  ROLE_BEFORE,
  ROLE_AFTER,
  ROLE_AFTER_LIST,
  ROLE_AFTER_CELLS,
  BARE_AFTER,
  CHEER_AFTER,
  DOSE_AFTER,
  REFERENCE,
  ADMIN,
  STREET,
];

// ---------------------------------------------------------------------------------------------

function collect(
  text: string,
  pattern: RegExp,
  kind: IdentifierKind,
  push: (kind: IdentifierKind, start: number, end: number) => void,
  accept?: (value: string) => boolean,
): void {
  for (const match of text.matchAll(pattern)) {
    const [start, end] = match.indices!.groups!.v!;
    if (!accept || accept(text.slice(start, end))) push(kind, start, end);
  }
}

/** all identifiers in `text`, sorted by position and non-overlapping (the longer one wins) */
export function findIdentifiers(text: string): IdentifierFinding[] {
  const folded = fold(text);
  const found: IdentifierFinding[] = [];
  const push = (kind: IdentifierKind, start: number, end: number) =>
    found.push({ kind, start, end, text: text.slice(start, end) });

  for (const match of folded.matchAll(ID_18)) {
    const [start, end] = match.indices!.groups!.v!;
    const coded = codeBefore(folded, start);
    if (!coded && isValidIdNumber(folded.slice(start, end).replaceAll(' ', ''))) push('idCard', start, end);
  }
  collect(folded, ID_15, 'idCard', push, (value) =>
    isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12))),
  );
  for (const match of folded.matchAll(MOBILE)) {
    const [start, end] = match.indices!.groups!.v!;
    if (!codeBefore(folded, match.index) && !organisersNumber(folded, start)) push('mobile', start, end);
  }
  for (const pattern of [LANDLINE, LANDLINE_LABELLED])
    for (const match of folded.matchAll(pattern)) {
      const [start, end] = match.indices!.groups!.v!;
      const clause = folded
        .slice(Math.max(0, start - 16), start)
        .split(/[，,。；;！!？?\n]/)
        .pop()!;
      if (!INSTITUTION_PHONE.test(clause) && !codeBefore(folded, start) && !organisersNumber(folded, start))
        push('landline', start, end);
    }
  collect(folded, MOBILE_HAN, 'mobile', push);
  for (const match of folded.matchAll(LANDLINE_INTERNATIONAL)) {
    const [start, end] = match.indices!.groups!.v!;
    if (!organisersNumber(folded, start)) push('landline', start, end);
  }
  collect(folded, CASE_NUMBER, 'caseNumber', push, (value) => /\d/.test(value));
  for (const match of folded.matchAll(CASE_NUMBER_HAN)) {
    const [start, end] = (match.indices!.groups!.v ?? match.indices!.groups!.w)!;
    push('caseNumber', start, end);
  }
  collect(folded, BIRTH_BEFORE, 'birthDate', push, isBirthDate);
  collect(folded, BIRTH_AFTER, 'birthDate', push, isBirthDate);
  findAddresses(folded, push);
  findNames(folded, push);
  for (const match of folded.matchAll(BED)) {
    const [start, end] = (match.indices!.groups!.v ?? match.indices!.groups!.w ?? match.indices!.groups!.x)!;
    const empty = BEDS_EMPTY_AFTER.test(
      folded.slice(match.index + match[0].length, match.index + match[0].length + 40),
    );
    if (!empty && !BED_CAPACITY.test(folded.slice(Math.max(0, start - 4), start)))
      push('caseNumber', start, end);
  }

  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: IdentifierFinding[] = [];
  for (const finding of found) {
    const last = kept[kept.length - 1];
    if (last && finding.start < last.end) continue;
    kept.push(finding);
  }
  return kept;
}

const HAN_DIGITS = '〇一二三四五六七八九';

/** 一九六五 → 1965 digit by digit; 十二 → 12, 二十三 → 23 */
function hanNumber(han: string, positional: boolean): number {
  const digit = (ch: string) => (ch === '零' || ch === '○' ? 0 : HAN_DIGITS.indexOf(ch));
  if (positional) return Number([...han].map(digit).join(''));
  const [tens, ones] = han.includes('十') ? han.split('十') : ['', han];
  return (han.includes('十') ? (tens ? digit(tens) : 1) * 10 : 0) + (ones ? digit(ones) : 0);
}

/** 12 March 1958 → 1958-3-12 */
function englishDate(date: string): string | null {
  const month = new RegExp(MONTHS_EN, 'i').exec(date);
  if (!month) return null;
  const numbers = date.match(/\d+/g) ?? [];
  const year = numbers.find((n) => n.length === 4);
  const day = numbers.find((n) => n.length <= 2);
  const index = MONTHS_EN.split('|').indexOf(
    month[0]!.slice(0, 1).toUpperCase() + month[0]!.slice(1, 3).toLowerCase(),
  );
  return year && day ? `${year}-${index + 1}-${day}` : null;
}

function isBirthDate(han: string): boolean {
  const english = englishDate(han);
  if (english) return isBirthDate(english);
  const hanDate =
    /^([〇零○一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]$/.exec(
      han,
    );
  const value = hanDate
    ? `${hanNumber(hanDate[1]!, true)}-${hanNumber(hanDate[2]!, false)}-${hanNumber(hanDate[3]!, false)}`
    : han;
  const parts = value.match(/\d+/g) ?? [];
  if (parts.length === 1) {
    const compact = parts[0]!;
    return isRealDate(Number(compact.slice(0, 4)), Number(compact.slice(4, 6)), Number(compact.slice(6, 8)));
  }
  if (parts.length !== 3) return false;
  const [first, second, third] = parts.map(Number) as [number, number, number];
  // the year last: 03/12/1965 is a real date read either way round
  if (parts[2]!.length === 4) return isRealDate(third, second, first) || isRealDate(third, first, second);
  return isRealDate(first, second, third);
}

// ---------------------------------------------------------------------------------------------
// masking

/** 王建国 → 王某某 (the surname is kept: it says no more than 王某); everything else → `*` each */
function maskedText(finding: IdentifierFinding): string {
  if (finding.kind === 'patientName') {
    const surname = Math.max(surnameLength(finding.text), 1);
    return `${finding.text.slice(0, surname)}某某`;
  }
  return finding.text.replace(/\S/g, '*');
}

export function maskFinding(text: string, finding: IdentifierFinding): string {
  return text.slice(0, finding.start) + maskedText(finding) + text.slice(finding.end);
}

export function maskIdentifiers(text: string): string {
  const findings = findIdentifiers(text);
  let out = text;
  // from the end, so the earlier offsets stay right while names change length
  for (let i = findings.length - 1; i >= 0; i--) out = maskFinding(out, findings[i]!);
  return out;
}

// ---------------------------------------------------------------------------------------------
// the message

/** a few characters of the finding, the rest hidden: the message must not repeat the identifier */
export function findingPreview(finding: Pick<IdentifierFinding, 'kind' | 'text'>): string {
  const keep =
    finding.kind === 'patientName'
      ? Math.max(surnameLength(finding.text), 1)
      : Math.max(1, Math.min(4, Math.floor(finding.text.length / 3)));
  return `${finding.text.slice(0, keep)}…`;
}

/**
 * One Chinese sentence for the server's refusal and the short inputs: the first finding's paragraph
 * (when the text has several), its kind and a hidden preview, and how many there are in all.
 * `field` names the part of the form (现病史, 标题 ...). Null when there is nothing to report.
 */
export function describeFindings(
  findings: readonly IdentifierFinding[],
  text: string,
  field?: string,
): string | null {
  const first = findings[0];
  if (!first) return null;
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  let where = field ?? '';
  if (paragraphs.length > 1) {
    const before = text
      .slice(0, first.start)
      .split(/\n+/)
      .filter((line) => line.trim() !== '');
    // the finding's own paragraph is the last one begun before it
    const endsWithBreak = /\n\s*$/.test(text.slice(0, first.start));
    where += DEIDENTIFY_MESSAGES.paragraph(before.length + (endsWithBreak || before.length === 0 ? 1 : 0));
  }
  if (where === '') where = DEIDENTIFY_MESSAGES.content;
  const more = findings.length > 1 ? DEIDENTIFY_MESSAGES.more(findings.length) : '';
  return (
    DEIDENTIFY_MESSAGES.found(where, IDENTIFIER_LABELS[first.kind], findingPreview(first)) +
    more +
    DEIDENTIFY_MESSAGES.ask
  );
}
