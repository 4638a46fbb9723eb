// The one file of a multipart upload (field "file"), read into memory within the upload limit. The file's name and
// declared type are ignored on purpose: storeImage judges the bytes.
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { AppError } from '../errors.ts';
import { uploadMessages } from './image-limits.ts';

const NOT_MULTIPART = 'Send the photo as multipart/form-data, in a field named "file".';

function uploadError(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', uploadMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('validation', 'Send one photo per request.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('validation', NOT_MULTIPART);
  if (code === 'FST_MP_PREMATURE_CLOSE')
    return new AppError('validation', 'The upload stopped before the end.');
  // busboy's own complaints (a missing boundary, a malformed part) are the client's doing, not ours.
  if (error instanceof Error && /boundary|multipart|unexpected end/i.test(error.message)) {
    return new AppError('validation', NOT_MULTIPART);
  }
  return null;
}

export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation', NOT_MULTIPART);
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError('validation', 'Choose a photo to upload.');
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(error) ?? error;
  }
}
