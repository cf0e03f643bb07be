/**
 * A burst of confetti, drawn: an emoji (🎉) is an empty box where no emoji font is installed.
 * Decorative, so hidden from screen readers.
 */
export function Celebration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto size-14" data-testid="celebration">
      <path d="M10 56 22 20l22 22z" fill="#f59e0b" />
      <path d="M22 20l22 22" stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
      <g strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M34 14c4-4 4-8 0-10" stroke="#7c3aed" />
        <path d="M46 26c6-2 10 0 12 4" stroke="#db2777" />
        <path d="M40 8l2 6" stroke="#db2777" />
        <path d="M52 16l6-4" stroke="#7c3aed" />
      </g>
      <circle cx="30" cy="6" r="3" fill="#db2777" />
      <circle cx="58" cy="40" r="3" fill="#7c3aed" />
      <circle cx="48" cy="6" r="2.5" fill="#f59e0b" />
    </svg>
  );
}
