/** a Beijing date 'YYYY-MM-DD' as the day tabs show it: 11月26日 */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}月${Number(date)}日`;
}
