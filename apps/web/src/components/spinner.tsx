// A ring that turns; respects reduced motion. Size in px (the spec's full-screen loader uses 50 and 80).
type SpinnerProps = { size?: number; label?: string; className?: string };

export function Spinner({ size = 24, label, className = '' }: SpinnerProps) {
  return (
    <span
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={`inline-block animate-spin rounded-full border-teal-600 border-r-transparent motion-reduce:animate-none ${className}`}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
    />
  );
}
