import dayjs from 'dayjs';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * A moment as Beijing wall-clock time, whatever the reader's zone: meeting days and talk times
 * are Beijing's (the server counts calendar days the same way).
 */
export const beijing = (ms: number, format: string) =>
  dayjs(ms + CHINA_OFFSET_MS + new Date(ms).getTimezoneOffset() * 60_000).format(format);
