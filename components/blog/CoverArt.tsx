import { coverArt } from '@/lib/blog/cover-art';

const W = 1200;
const H = 630;

/**
 * A post's generated cover (lib/blog/cover-art.ts) as inline SVG: decorative, so hidden from
 * screen readers (the post's title is its name). Pure markup, no script; the Open Graph image
 * draws the same component.
 */
export function CoverArt({ post, order, className, corner = false }: { post: { title: string; translationKey: string }; order?: number; className?: string; corner?: boolean }) {
  const { palette, bars, circles } = coverArt(post, order);
  // In the middle on a card; in the bottom right corner under an Open Graph card's title.
  const area = corner ? { x: W * 0.56, width: W * 0.36, height: H * 0.22, bottom: H * 0.92 } : { x: W * 0.14, width: W * 0.72, height: H * 0.5, bottom: H * 0.75 };
  const id = `cover-${post.translationKey.replace(/[^a-z0-9-]/gi, '')}`;
  const gap = 10;
  const barWidth = Math.max(4, Math.floor((area.width - gap * (bars.length - 1)) / Math.max(bars.length, 1)));
  const waveWidth = bars.length * barWidth + (bars.length - 1) * gap;
  const x0 = area.x + (area.width - waveWidth) / 2;
  const middle = area.bottom - area.height / 2;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice" width={W} height={H}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id})`} />
      {circles.map((c, i) => (
        <circle key={i} cx={c.x * W} cy={c.y * H} r={c.r * H} fill={palette.accent} opacity={0.12} />
      ))}
      {bars.map((b, i) => {
        const h = b * area.height;
        return <rect key={i} x={x0 + i * (barWidth + gap)} y={middle - h / 2} width={barWidth} height={h} rx={barWidth / 2} fill={palette.accent} opacity={0.85} />;
      })}
    </svg>
  );
}
