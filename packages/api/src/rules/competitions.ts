/**
 * Competitions (spec 3 Competition, spec 4 status) and their video entries (issue 22), declared
 * once for the server (which enforces the limits on the bytes it receives) and the pages (which
 * check size and declared type first). Schema-free.
 */

import { PUBLISH_MESSAGES } from '@portal/api/identity';

/** spec 4: 0 未开始, 1 审核中, 2 报名中, 3 已结束 */
export const COMPETITION_STATUS = { notStarted: 0, reviewing: 1, open: 2, ended: 3 } as const;
export type CompetitionStatusCode = (typeof COMPETITION_STATUS)[keyof typeof COMPETITION_STATUS];

export const COMPETITION_STATUS_LABELS: Record<number, string> = {
  0: '未开始',
  1: '审核中',
  2: '报名中',
  3: '已结束',
};

/** where a competition's page is (the jump rule `shortVideoCompetition` and the seed agree on it) */
export const competitionPath = (id: number) => `/competition/detail?competitionId=${id}`;

/** where an entry's HLS playlist is served (approved: anyone; otherwise its uploader only) */
export const competitionEntryPlaylist = (entryId: number) => `/media/competition/entry/${entryId}/index.m3u8`;

/** the review queue's kind of a competition entry (`review_queue.content_type`) */
export const COMPETITION_ENTRY_REVIEW_TYPE = 'competition_entry';

export const COMPETITION_LIMITS = {
  /** the video as sent, counted while it streams to disk */
  maxBytes: 200 * 1024 * 1024,
  /** seconds, as ffprobe reads the container */
  minSeconds: 5,
  maxSeconds: 600,
  titleMax: 50,
  descriptionMax: 500,
  /** entries one doctor may submit to one competition */
  perCompetition: 1,
  /** submissions (accepted or not) one user may make an hour */
  perHour: 10,
  /** the form field that carries the video (sent after the text fields) */
  field: 'file',
  /** declared types the page lets through; the server decides by the bytes */
  types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo', 'video/avi'],
  /** the file chooser's filter */
  accept:
    'video/mp4,video/quicktime,video/webm,video/x-matroska,video/x-msvideo,.mp4,.mov,.m4v,.webm,.mkv,.avi',
  pageSize: 12,
  /** how often the page asks how the transcode goes (ms) */
  pollMs: 1500,
} as const;

/** an entry as its uploader sees it */
export type EntryState = 'transcoding' | 'failed' | 'pending' | 'approved' | 'rejected';

export const ENTRY_STATE_LABELS: Record<EntryState, string> = {
  transcoding: '转码中',
  failed: '转码失败',
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
};

export const COMPETITION_MESSAGES = {
  pleaseSignIn: PUBLISH_MESSAGES.pleaseSignIn,
  notFound: '比赛不存在',
  entryNotFound: '参赛作品不存在',
  notOpen: '该比赛当前不在报名期，无法提交作品',
  doctorsOnly: '仅认证医生可以提交参赛作品',
  pleaseAuthenticate: PUBLISH_MESSAGES.pleaseAuthenticate,
  alreadyEntered: '您已提交过该比赛的参赛作品',
  titleRequired: '请填写作品标题',
  titleTooLong: `作品标题不能超过${COMPETITION_LIMITS.titleMax}个字`,
  descriptionTooLong: `作品简介不能超过${COMPETITION_LIMITS.descriptionMax}个字`,
  empty: '请选择视频文件',
  badType: '仅支持 MP4、MOV、WebM、MKV、AVI 格式的视频',
  tooLarge: `视频不能超过${COMPETITION_LIMITS.maxBytes / 1024 / 1024}MB`,
  corrupt: '视频已损坏或无法识别，请重新选择',
  tooShort: `视频时长不能少于${COMPETITION_LIMITS.minSeconds}秒`,
  tooLong: `视频时长不能超过${COMPETITION_LIMITS.maxSeconds / 60}分钟`,
  tooMany: '提交过于频繁，请稍后再试',
  failed: '视频上传失败，请重试',
  transcodeFailed: '视频转码失败，请检查视频文件后重新提交',
  submitted: '作品已提交，转码完成后将进入审核',
} as const;
