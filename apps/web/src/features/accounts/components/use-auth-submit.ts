// Submitting a form that signs in (sign-in, opening an account, a new password): welcome, then go on.
import type { AuthResponse } from '@sherehe/core/api/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import type { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { useFormSubmit } from './use-form-submit.ts';

export function useAuthSubmit<Body>(
  mutation: UseMutationResult<AuthResponse, Error, Body>,
  errors: Pick<ReturnType<typeof useFormErrors>, 'clear' | 'show'>,
  welcome: (response: AuthResponse) => string,
) {
  const finish = useFinishSignIn();
  return useFormSubmit(mutation, errors, (response) => finish(response, welcome(response)));
}
