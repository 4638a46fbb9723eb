// The Sherehe mark and name as a link home; each area passes its own home and accessible name.
import { Link } from 'react-router';

type BrandLogoProps = { to: string; label: string; suffix?: string };

export function BrandLogo({ to, label, suffix }: BrandLogoProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg font-bold text-lg text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <img src="/favicon.svg" width={32} height={32} alt="" />
      <span>Sherehe</span>
      {suffix ? <span className="font-semibold text-base text-teal-700">{suffix}</span> : null}
    </Link>
  );
}
