// Admins: what the outbound budget held back (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const outboundEndpoints = endpoints<typeof import('./outbound.ts')>()('outbound', {
  heldMessages: {
    method: 'GET',
    path: '/admin/held-messages',
    summary: 'Texts, e-mails and payment prompts the outbound budget held back, newest first',
    query: 'heldMessagesQuery',
    response: 'heldMessagesPage',
    refusals: { 400: ['page.cursor_invalid'] },
  },
});
