// POST /public/events/:code/pledges: anyone's pledge (michango) to an event, paid now by mobile money or later.
import type { ContributeInput } from '@sherehe/core/api/pledges';
import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicEventKeys } from '../../../lib/public-event.ts';

/** The call itself, shared by the form and the send of a pledge kept on the phone (use-kept-pledge.ts). */
export function sendPledge(code: string, body: ContributeInput) {
  return apiRequest(pledges.contribute, { params: { code: normalizeEventCode(code) }, body });
}

export function useContribute(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContributeInput) => sendPledge(code, body),
    // The event's contributors and figures moved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicEventKeys.one(code) }),
  });
}
