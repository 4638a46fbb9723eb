// Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over the 16 KB limit, a malformed
// request line, a client too slow to send its headers) get the shared error body too, not Fastify's own shape.

import http from 'node:http';
import type { Socket } from 'node:net';
import type { Reason } from '@sherehe/core/reasons';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from './errors.ts';

function answerFor(code: string | undefined): { status: number; reason: Reason } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'request.too_long' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'request.timeout' };
  }
  return { status: 400, reason: 'request.not_understood' };
}

/** Fastify's `clientErrorHandler`; `this` is the Fastify instance (for its logger). */
export function answerClientError(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason } = answerFor(error.code);
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(errorBody('validation', reason));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
