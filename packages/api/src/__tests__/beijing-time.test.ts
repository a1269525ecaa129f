import {
  beijingClock,
  beijingDate,
  beijingDateTime,
  beijingDayNumber,
  beijingParts,
} from '@portal/api/beijing-time';

// 2026-11-25 16:05 UTC is 2026-11-26 00:05 in Beijing: the day has already turned there
const AFTER_MIDNIGHT = Date.UTC(2026, 10, 25, 16, 5);
// 2026-11-25 15:59 UTC is 23:59 of the 25th in Beijing
const BEFORE_MIDNIGHT = Date.UTC(2026, 10, 25, 15, 59);

describe('Beijing time', () => {
  it('formats a moment as Beijing wall-clock time, zero-padded', () => {
    expect(beijingDate(AFTER_MIDNIGHT)).toBe('2026-11-26');
    expect(beijingDateTime(AFTER_MIDNIGHT)).toBe('2026-11-26 00:05');
    expect(beijingClock(AFTER_MIDNIGHT)).toBe('00:05');
    expect(beijingParts(Date.UTC(2026, 0, 4, 1, 2))).toEqual({
      year: '2026',
      month: '01',
      day: '04',
      hour: '09',
      minute: '02',
    });
  });

  it('turns the day at Beijing midnight, not UTC midnight', () => {
    expect(beijingDate(BEFORE_MIDNIGHT)).toBe('2026-11-25');
    expect(beijingDayNumber(AFTER_MIDNIGHT) - beijingDayNumber(BEFORE_MIDNIGHT)).toBe(1);
    // 00:00 UTC is 08:00 in Beijing: the same Beijing day as 15:59 UTC
    expect(beijingDayNumber(Date.UTC(2026, 10, 25))).toBe(beijingDayNumber(BEFORE_MIDNIGHT));
  });

  it('crosses years in Beijing', () => {
    expect(beijingDateTime(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00');
    expect(beijingDayNumber(Date.UTC(1970, 0, 1, 16, 0))).toBe(1);
  });

  it('agrees with the platform’s Asia/Shanghai zone', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const ms of [0, AFTER_MIDNIGHT, BEFORE_MIDNIGHT, Date.UTC(2030, 5, 30, 23, 59), 1_999_999_999_999]) {
      const p: Record<string, string> = {};
      for (const part of intl.formatToParts(ms)) p[part.type] = part.value;
      expect(beijingDateTime(ms)).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
    }
  });
});
