// The one submit of the account forms: ignore double submits, clear old errors, then succeed or show what failed.
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { useFormErrors } from '../../../lib/use-form-errors.ts';

type FormErrors = Pick<ReturnType<typeof useFormErrors>, 'clear' | 'show'>;

export function useFormSubmit<Body, Result>(
  mutation: UseMutationResult<Result, Error, Body>,
  errors: FormErrors,
  onSuccess?: (result: Result) => void,
) {
  return (event: FormEvent<HTMLFormElement>, body: Body) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    mutation.mutate(body, { onSuccess, onError: (error) => errors.show(error, form) });
  };
}
