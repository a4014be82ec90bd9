/**
 * Bitcoin over Lightning: a white bolt on Bitcoin's orange, drawn here like the coin icons (no
 * remote image). Decorative: the option names it in text beside it.
 */
export function LightningMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#f7931a" />
      <path d="M18.2 4.8 8.6 17.6h6.2l-2 9.6 9.8-13.4h-6.4Z" fill="#ffffff" />
    </svg>
  );
}
