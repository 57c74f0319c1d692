import type { FastifyRequest } from 'fastify';
import { errors } from '../../http/errors';

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
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.photoTooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw errors.unreadablePhoto();
  }
}
