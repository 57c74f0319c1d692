import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../../errors';

/**
 * The bytes of the one file a multipart request carries in `field`, or undefined when there is
 * none. Turns the multipart plugin's failures into the catalogue's 4xx: a file over the 10 MB
 * limit is a 413 and a broken form a 400, never a 500.
 */
export async function readSingleUpload(request: FastifyRequest, field: string) {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) {
      file?.file.resume();
      return undefined;
    }
    const data = await file.toBuffer();
    // The plugin notices the size limit only between chunks: a file cut at the limit can come
    // back whole-looking, so the stream's own flag decides (docs/decisions/013).
    if (file.file.truncated) throw errors.photoTooLarge();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.photoTooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw errors.unreadablePhoto();
  }
}
