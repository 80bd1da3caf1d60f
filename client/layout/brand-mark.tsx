/**
 * The brand's pumpkin (decorative: the wordmark beside it names the brand); sized by
 * `className`. Drawn in the page, not as an image: an SVG image costs the browser a document of
 * its own while it first lays the page out (ADR 069).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 8c0-2.5 1.2-4.4 3.4-5.3"
        fill="none"
        stroke="#2f5d3a"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <ellipse cx="9.5" cy="18.5" rx="7" ry="9.5" fill="#c2531f" />
      <ellipse cx="22.5" cy="18.5" rx="7" ry="9.5" fill="#c2531f" />
      <ellipse cx="16" cy="18.5" rx="7.5" ry="10.5" fill="#d9652b" />
      <path d="M16 10.5v16" stroke="#a3431b" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
