import { generateBookFieldsSchema, type GenerateBookFields } from '@sns/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, errors, ValidationError } from '../../errors';
import { schemaIssueOf } from '../../i18n/zod-messages';

export interface PhotoForm<F> {
  /** The bytes of the file field `image`, when there was one. */
  photo: Buffer | undefined;
  fields: F;
}
export type BookForm = PhotoForm<GenerateBookFields>;

/**
 * Reads the multipart body of generateBookUsingImageAsReference: the file `image` and the text
 * fields, which are validated with the contract's schema like any JSON body. The multipart
 * plugin's failures become the catalogue's 4xx (a file over 10 MB is 413, never a 500).
 */
export function readBookForm(request: FastifyRequest): Promise<BookForm> {
  return readPhotoForm(request, generateBookFieldsSchema);
}

/** A multipart body of a photo `image` and text fields read with `schema` (the book, suggestLook). */
export async function readPhotoForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<PhotoForm<z.output<S>>> {
  if (!request.isMultipart()) throw errors.noPhoto();
  const raw: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && !photo) {
          photo = await part.toBuffer();
          // A file cut at the size limit can look whole: the stream's own flag decides.
          if (part.file.truncated) throw errors.photoTooLarge();
        } else part.file.resume();
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.photoTooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw errors.unreadablePhoto();
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((i) => ({ msg: i.message, path: i.path.join('.') || undefined })),
      parsed.error.issues.map(schemaIssueOf),
    );
  }
  return { photo, fields: parsed.data };
}
