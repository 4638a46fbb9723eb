// The action buttons on admin cards (a user, vendor, listing, review or Medi-Finder place): an icon, a short
// label, and a full name for screen readers that says which card it acts on.
import type { LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonClasses } from '../../../components/button.tsx';

const tones = {
  primary: buttonClasses(),
  secondary: buttonClasses({ variant: 'secondary' }),
  danger: buttonClasses({ variant: 'danger-outline' }),
};

type CardActionButtonProps = {
  icon: LucideIcon;
  label: string;
  /** "Hide Amani Pharmacy": the label with the card it belongs to. */
  accessibleName: string;
  tone: keyof typeof tones;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
};

export function CardActionButton({
  icon: Icon,
  label,
  accessibleName,
  tone,
  onClick,
}: CardActionButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-label={accessibleName} className={tones[tone]}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
