// Refusals any route can answer: malformed requests, sign-in and roles, throttles, pages, uploads, outages.
export const commonReasons = {
  // Field checks of the shared schemas that carry no reason of their own, by zod's issue code.
  'validation.invalid_type': 'This value is not of the expected kind.',
  'validation.too_small': 'This value is too short or too small.',
  'validation.too_big': 'This value is too long or too large.',
  'validation.invalid_format': 'This value is not in the expected format.',
  'validation.invalid_value': 'This value is not one of the allowed choices.',
  'validation.unrecognized_keys': 'The request has fields we do not know.',
  'validation.invalid': 'This value is not valid.',
  'text.plain_only': 'Use letters, numbers and punctuation only.',
  'text.ill_formed': 'This text has a broken character. Type it again.',

  'request.invalid_json': 'The request body is not valid JSON.',
  'request.empty_json': 'The request body is empty; send a JSON object.',
  'request.media_type': 'Send the request body as application/json.',
  'request.body_too_large': 'The request body is too large.',
  'request.not_understood': 'The request could not be understood.',
  'request.bad_address': 'The address of this request is not valid.',
  'request.no_route': 'Nothing here: {{method}} {{path}}',
  'request.too_long': 'The address or headers of this request are too long.',
  'request.timeout': 'The request took too long to arrive. Please try again.',
  'request.too_many': 'Too many requests. Please wait a little and try again.',

  // The outbound budget: texts, e-mails and payment prompts a person makes Sherehe send (retryAfterSeconds).
  'outbound.sender_limit': 'You have sent many messages through Sherehe this hour. Please try again later.',
  'outbound.recipient_limit':
    'This number or address has had enough messages from Sherehe for now. Please try again later.',
  'outbound.event_limit': 'This event has sent many messages this hour. Please try again later.',
  'outbound.site_limit':
    'Sherehe is sending very many messages right now. Please try again in a few minutes.',
  'outbound.prompt_sender_limit':
    'You have asked for many payment prompts today. Please try again tomorrow, or pay from the prompts already sent.',
  'outbound.prompt_recipient_limit':
    'This phone has had several payment prompts this hour. Please wait before asking for another.',

  'auth.sign_in_required': 'Please sign in to continue.',
  'access.cross_site': 'This request came from another site and was refused.',
  'access.closed': 'This address is not open to anyone.',
  'access.role': 'Your account is not allowed to do this.',

  'page.cursor_invalid': 'That page link is not valid.',

  'upload.not_multipart': 'Send the photo as multipart/form-data, in a field named "file".',
  'upload.one_file': 'Send one photo per request.',
  'upload.cut_short': 'The upload stopped before the end.',
  'upload.no_file': 'Choose a photo to upload.',
  'upload.empty': 'The file is empty. Choose a photo.',
  'upload.too_large': 'The photo is larger than {{maxMb}} MB. Choose a smaller one.',
  'upload.not_image': 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
  'upload.too_many_pixels':
    'This image is too large in pixels (more than 40 megapixels). Choose a smaller photo.',
  'media.not_found': 'This photo does not exist.',
  'metrics.token_required': 'The metrics ask for their token (Authorization: Bearer …).',

  'server.internal': 'Something went wrong on our side. Please try again.',
  'server.unavailable': 'The service is busy for a moment. Please try again shortly.',
} as const;
