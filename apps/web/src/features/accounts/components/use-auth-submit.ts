// The one submit of both account forms: ignore double submits, clear old errors, then welcome or show what failed.
import type { AuthResponse } from '@sherehe/core/api/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import type { useFormErrors } from './use-form-errors.ts';

export function useAuthSubmit<Body>(
  mutation: UseMutationResult<AuthResponse, Error, Body>,
  errors: Pick<ReturnType<typeof useFormErrors>, 'clear' | 'show'>,
  welcome: (response: AuthResponse) => string,
) {
  const finish = useFinishSignIn();
  return (event: FormEvent<HTMLFormElement>, body: Body) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    mutation.mutate(body, {
      onSuccess: (response) => finish(response, welcome(response)),
      onError: (error) => errors.show(error, form),
    });
  };
}
