/** The twelve stars on the organisation's colours (default: gold on European blue), as a small logo mark. */
export function BrandMark({
  className,
  primary = '#003399',
  accent = '#FFCC00',
}: {
  className?: string;
  primary?: string;
  accent?: string;
}) {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * 2 * Math.PI;
    return { cx: 16 + 9 * Math.sin(angle), cy: 16 - 9 * Math.cos(angle) };
  });
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill={primary} />
      {stars.map((s, i) => (
        <circle key={i} cx={s.cx} cy={s.cy} r="1.6" fill={accent} />
      ))}
    </svg>
  );
}
