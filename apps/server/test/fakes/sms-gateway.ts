// A local stand-in for Africa's Talking's messaging endpoint: same form fields, header and JSON answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CapturedSms = {
  username: string;
  to: string;
  message: string;
  from: string | null;
  apiKey: string;
};

export async function startSmsGateway({ apiKey = 'test-key' } = {}) {
  const messages: CapturedSms[] = [];
  /** The status code the next recipients get; 101 is "Success", 403 "InvalidPhoneNumber", 405 "InsufficientBalance". */
  let nextStatus = 101;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/version1/messaging') return answer(404, {});
      if (request.headers.apikey !== apiKey) {
        response.writeHead(401, { 'content-type': 'text/plain' });
        return response.end('The supplied authentication is invalid');
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const sms = {
        username: form.get('username') ?? '',
        to: form.get('to') ?? '',
        message: form.get('message') ?? '',
        from: form.get('from'),
        apiKey: String(request.headers.apikey),
      };
      const ok = nextStatus === 101;
      if (ok) messages.push(sms);
      answer(201, {
        SMSMessageData: {
          Message: ok ? 'Sent to 1/1 Total Cost: TZS 20.0000' : 'Sent to 0/1 Total Cost: 0',
          Recipients: [
            {
              statusCode: nextStatus,
              number: sms.to,
              status: ok ? 'Success' : nextStatus === 403 ? 'InvalidPhoneNumber' : 'InsufficientBalance',
              cost: ok ? 'TZS 20.0000' : '0',
              messageId: ok ? `ATXid_${messages.length}` : 'None',
            },
          ],
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/version1/messaging`,
    apiKey,
    messages,
    failNextWith(status: 403 | 405) {
      nextStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
