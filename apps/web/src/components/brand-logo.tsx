// The Sherehe mark and name as a link home; each area passes its own home and accessible name.
import { Link } from 'react-router';

type BrandLogoProps = {
  to: string;
  label: string;
  suffix?: string;
  /** On a dark surface (the footer): the name in white. */
  onDark?: boolean;
  /** Below 380 px wide only the mark shows (the link keeps its name), leaving the bar room for its buttons. */
  narrowMarkOnly?: boolean;
};

export function BrandLogo({ to, label, suffix, onDark = false, narrowMarkOnly = false }: BrandLogoProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg font-bold text-lg focus-visible:outline-2 focus-visible:outline-teal-600 ${onDark ? 'text-white' : 'text-stone-900'}`}
    >
      <img src="/favicon.svg" width={32} height={32} alt="" />
      <span className={narrowMarkOnly ? 'max-[379px]:hidden' : undefined}>Sherehe</span>
      {suffix ? <span className="font-semibold text-base text-teal-700">{suffix}</span> : null}
    </Link>
  );
}
