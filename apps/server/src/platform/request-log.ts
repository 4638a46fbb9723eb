// One log line per request, written when it completes: method, path, status, response time and (from the request's
// logger) its id. Fastify's default writes two, "incoming request" and "request completed", doubling the log of a
// busy instance for nothing a single line does not say.
//
// The path goes without its query string: sign-in codes and states (the OpenID callback's ?code=&state=) and any
// token a client puts there stay out of the logs. Routes whose path holds a secret (the SMS and AzamPay callbacks)
// log at warn, so their request lines, written at info, are not written at all.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Longer paths are cut: a client may send up to 16 KB of address, and one log line should stay readable. */
const MAX_PATH = 512;

export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  // The completion line says 404 for an address nobody serves; a second line would say it again.
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: loggedPath(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    // The response broke off after it began (the error handler never saw it): an error, with its cause.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
