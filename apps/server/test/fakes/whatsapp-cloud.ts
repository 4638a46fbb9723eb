// A local stand-in for WhatsApp's Cloud API messages endpoint: POST /{phone-number-id}/messages with a bearer token,
// a template message in, { messages: [{ id }] } or Meta's { error: { code, message } } out.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CapturedWhatsApp = {
  to: string;
  template: string;
  language: string;
  parameter: string;
};

export async function startWhatsAppCloud({
  phoneNumberId = '1234567890',
  accessToken = 'test-token-0123456789',
} = {}) {
  const messages: CapturedWhatsApp[] = [];
  /** Cloud API error codes the next sends get (131026: the number is not on WhatsApp). */
  const failures: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== `/v21.0/${phoneNumberId}/messages`) {
        return answer(404, { error: { code: 100, message: 'Unsupported post request' } });
      }
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        return answer(401, { error: { code: 190, message: 'Invalid OAuth access token' } });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const failure = failures.shift();
      if (failure !== undefined)
        return answer(400, { error: { code: failure, message: 'Message undeliverable' } });
      messages.push({
        to: body.to,
        template: body.template?.name,
        language: body.template?.language?.code,
        parameter: body.template?.components?.[0]?.parameters?.[0]?.text,
      });
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${messages.length}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: accessToken,
    },
    messages,
    failNextWith: (code: number) => failures.push(code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
