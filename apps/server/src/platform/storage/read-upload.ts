// The one file of a multipart upload (field "file"), read into memory within the upload limit. The file's name and
// declared type are ignored on purpose: storeImage judges the bytes.
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { AppError } from '../errors.ts';

export { uploadRefusals } from '@sherehe/core/api/refusal-groups';

function uploadError(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', 'upload.too_large');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('validation', 'upload.one_file');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('validation', 'upload.not_multipart');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new AppError('validation', 'upload.cut_short');
  // busboy's own complaints (a missing boundary, a malformed part) are the client's doing, not ours.
  if (error instanceof Error && /boundary|multipart|unexpected end/i.test(error.message)) {
    return new AppError('validation', 'upload.not_multipart');
  }
  return null;
}

export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation', 'upload.not_multipart');
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError('validation', 'upload.no_file');
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(error) ?? error;
  }
}
