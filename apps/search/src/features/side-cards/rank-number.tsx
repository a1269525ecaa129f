/** The place in a hot list; the top three stand out, as on 热门搜索. */
export function RankNumber({ rank }: { rank: number }) {
  return (
    <span
      className={`w-5 shrink-0 text-center font-semibold ${rank <= 3 ? 'text-orange-700' : 'text-ink-mute'}`}
    >
      {rank}
    </span>
  );
}
