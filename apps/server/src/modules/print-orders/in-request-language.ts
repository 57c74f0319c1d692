import type { FastifyRequest } from 'fastify';
import type { MergedBook, PrintOrder } from '@sns/contract';
import {
  requestLanguage,
  translateErrorMessage,
  translateJoined,
} from '../../i18n/translate-error';
import { addedPagesWords, PADDING_KINDS, type PaddingKind } from '../books/print/added-pages-words';

const isPaddingKind = (kind: string): kind is PaddingKind =>
  (PADDING_KINDS as readonly string[]).includes(kind);

/**
 * A merged book as a parent reads it, in the request's language (docs/decisions/071, 089, 097):
 * the sentences about added activity pages and the problems (stored in English, as the code
 * wrote them) said again, the printer's checks of the print files too (decision 103). English
 * comes back untouched, byte for byte; words of a printer that no catalog knows stay as written.
 */
export function mergedBookInRequestLanguage(request: FastifyRequest, book: MergedBook): MergedBook {
  const language = requestLanguage(request.headers['accept-language']);
  if (language === 'en') return book;
  return {
    ...book,
    addedPages: book.addedPages.map((added) =>
      isPaddingKind(added.kind)
        ? { ...added, words: addedPagesWords(added.kind, added.count, book.pageCount, language) }
        : added,
    ),
    problems: book.problems.map((problem) => translateErrorMessage(problem, language)),
  };
}

/**
 * A printed-book order in the request's language: its `problem`, when it is one of ours (a
 * refund's reason, a failed sending, stored in English) or the printer's checks (stored joined
 * with "; ", decision 103), said again. A parent's own report and a printer's words no catalog
 * knows stay as written.
 */
export function printOrderInRequestLanguage(
  request: FastifyRequest,
  order: PrintOrder,
): PrintOrder {
  const language = requestLanguage(request.headers['accept-language']);
  if (language === 'en' || !order.problem) return order;
  return { ...order, problem: translateJoined(order.problem, language) };
}
