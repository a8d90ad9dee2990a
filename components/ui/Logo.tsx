/** The brand mark: a sound-wave in a rounded square, drawn in SVG. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--brand)" />
      <g stroke="var(--on-brand)" strokeWidth="2.6" strokeLinecap="round">
        <path d="M9 13v6" />
        <path d="M13.5 9.5v13" />
        <path d="M18 12v8" />
        <path d="M22.5 14.5v3" />
      </g>
    </svg>
  );
}
