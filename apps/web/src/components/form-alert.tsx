// The message above a form or a list when something failed; role="alert" so it is read out as it appears.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type FormAlertProps = { message: string | null | undefined; className?: string; children?: ReactNode };

export function FormAlert({ message, className = '', children }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 ${className}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        <p className="font-medium">{message}</p>
        {children}
      </div>
    </div>
  );
}
