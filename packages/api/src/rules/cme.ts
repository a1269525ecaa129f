import { IDENTITY } from '@portal/api/identity';

/**
 * CME certificates (issue 22, 继续医学教育): what earns one, the hours it carries, its code, and
 * the Chinese messages. Schema-free: the screens and the server share these rules.
 */

/** a certificate is for a course (every lecture watched + its quiz) or a meeting (check-in + watch time) */
export const CME_ACTIVITY_KINDS = ['course', 'meeting'] as const;
export type CmeActivityKind = (typeof CME_ACTIVITY_KINDS)[number];

export const CME_ACTIVITY_NAMES: Record<CmeActivityKind, string> = {
  course: '云课堂课程',
  meeting: '学术会议',
};

export const CME_RULES = {
  /** a quiz's pass mark when it names none, percent of questions right */
  defaultPassPercent: 80,
  /** a meeting's watch time must reach this share of its programme */
  meetingWatchShare: 0.6,
  /** a meeting's certificate carries at most this many hours, whatever its programme's length */
  meetingHoursCap: 6,
  /** the meeting player reports that it plays this often */
  beatIntervalMs: 30_000,
  /**
   * one beat credits at most this much of the wall-clock time since the previous beat: a tab the
   * browser throttles still counts, a viewer who left without a word gains at most this much
   */
  beatMaxGapMs: 75_000,
  /** quiz attempts one client may send a minute */
  quizAttemptsPerMinute: 5,
  /** verification look-ups one client may make a minute (codes are 80 random bits: guessing is hopeless) */
  verifyPerMinute: 30,
  /** a quiz has at most this many questions */
  quizQuestionsMax: 50,
} as const;

/**
 * Who may hold a certificate: a certificate names its holder, so only people whose real name the
 * portal verified (isAuth 1), and only medical staff, whom continuing medical education is for
 * (doctors, nurses, technicians; not students, patients, the public or companies).
 */
export const CME_HOLDER_IDENTITIES: readonly number[] = [
  IDENTITY.doctor,
  IDENTITY.nurse,
  IDENTITY.technician,
];

/** a certificate's verification code: 16 characters of Crockford's base32 (80 random bits) */
export const CME_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CME_CODE_LENGTH = 16;
export const CME_CODE_PATTERN = '^[0-9A-HJKMNP-TV-Z]{16}$';

/** a course's CME hours: its lectures' total length rounded to half an hour, at least half an hour */
export const courseHours = (totalSeconds: number) => Math.max(0.5, Math.round(totalSeconds / 1800) / 2);

/** a meeting's CME hours: its programme's length rounded to half an hour, capped */
export const meetingHours = (programmeSeconds: number) =>
  Math.min(CME_RULES.meetingHoursCap, Math.max(0.5, Math.round(programmeSeconds / 1800) / 2));

/** the watch time a meeting's certificate asks for, seconds */
export const meetingRequiredSeconds = (programmeSeconds: number) =>
  Math.ceil(programmeSeconds * CME_RULES.meetingWatchShare);

/** hours as a certificate prints them: 1.5 学时 */
export const formatCmeHours = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} 学时`;

/** a code grouped for reading aloud: ABCD-EFGH-JKMN-PQRS */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/** the public verification page of a certificate */
export const cmeVerifyPath = (code: string) => `/cme/verify?code=${encodeURIComponent(code)}`;
/** the page of a course's certificate progress (and its quiz) */
export const cmeCoursePath = (courseId: number) => `/cme/course?courseId=${courseId}`;
/** the owner's PDF of a certificate: `GET CME_PDF_PATH?code=` (not JSON, so not in the table) */
export const CME_PDF_PATH = '/wapi/cme/certificate.pdf';
export const cmePdfUrl = (code: string) => `${CME_PDF_PATH}?code=${encodeURIComponent(code)}`;

export const CME_MESSAGES = {
  courseNotFound: '课程不存在或已下线',
  meetingNotFound: '会议不存在',
  noQuiz: '本课程没有测验',
  quizNotFound: '测验不存在',
  unknownQuestion: '题目不存在',
  repeatedQuestion: '同一题目只能回答一次',
  unanswered: '请回答全部题目',
  badOption: '选项不存在',
  quizTooFast: '提交过于频繁，请稍后再试',
  notVerified: '证书仅颁发给已通过身份认证的医务人员，请先认证',
  noRealName: '请先在个人资料中填写真实姓名',
  lecturesUnfinished: (left: number) => `还有 ${left} 节课时未学完（每节须观看至少 90%）`,
  quizUnpassed: '请先通过课程测验',
  noLectures: '本课程暂无课时',
  notCheckedIn: '请先完成会议签到',
  noCheckin: '本会议不提供签到，无法颁发学分证书',
  noProgramme: '本会议没有可观看的视频，无法颁发学分证书',
  watchShort: (minutes: number) => `观看时长还差 ${minutes} 分钟`,
  badKind: '证书类型不正确',
  badCode: '证书编号无效',
  certificateNotFound: '证书不存在',
  verifyTooFast: '查询过于频繁，请稍后再试',
  fontMissing: '证书字体缺失，请联系管理员',
  notWatchable: '当前无法观看该会议的视频',
} as const;
