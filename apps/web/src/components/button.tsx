// The one button look of the app (DESIGN.md): teal primary, outlined secondary, red danger, quiet ghost and link;
// never under 44 × 44 px. <Button> adds a loading state; buttonClasses() dresses a <Link> or <label> the same way.
import type { ComponentPropsWithRef, MouseEvent } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'ghost' | 'link';
/** sm and md differ in padding, lg is md with 16 px text (whole-width form buttons), icon is a 44 px circle. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 aria-busy:cursor-wait';

const variants: Record<ButtonVariant, string> = {
  // teal-700 rather than the brand's teal-600: white text on it passes WCAG AA (4.5:1).
  primary:
    'rounded-full bg-teal-700 font-semibold text-white hover:bg-teal-800 focus-visible:outline-teal-700',
  secondary:
    'rounded-full border border-stone-300 bg-white font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-teal-700',
  danger: 'rounded-full bg-red-700 font-semibold text-white hover:bg-red-800 focus-visible:outline-red-700',
  'danger-outline':
    'rounded-full border border-stone-300 bg-white font-semibold text-red-700 hover:bg-stone-100 focus-visible:outline-teal-700',
  ghost: 'rounded-full font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-teal-700',
  link: 'rounded-lg font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-teal-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-11 px-5 text-base',
  icon: 'size-11 shrink-0 text-sm',
};

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The classes of a button of this look; `className` adds layout (margins, width), not another look. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonLook = {}): string {
  // A link reads as text: it keeps the tap height but no padding that would push it off the text's line.
  const sized = variant === 'link' ? sizes[size].replace(/\bpx-\d+\b/, '').trim() : sizes[size];
  return [base, variants[variant], sized, className].filter(Boolean).join(' ');
}

// React 19 passes `ref` as a prop: dialogs focus their Cancel button through it.
type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonLook & {
    /** Work under way: a spinner, aria-busy, and presses ignored; the button keeps its focus (not `disabled`). */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  className,
  loading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops a submit button's form from being sent again.
    if (loading) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      onClick={press}
      {...(loading ? { 'aria-busy': true, 'aria-disabled': true } : {})}
      className={buttonClasses({ variant, size, className })}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
        />
      ) : null}
      {children}
    </button>
  );
}
