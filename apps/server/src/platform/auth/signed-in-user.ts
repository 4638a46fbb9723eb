// For handlers of non-public routes: the access hook has already refused visitors, this names that fact for types.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export function signedInUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
  return request.user;
}
