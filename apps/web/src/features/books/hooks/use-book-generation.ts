import { BOOK_POLL_MS, type Appearance, type BookStatus } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { showError, showInfo } from '../../../lib/notify';
import { bookKeys } from '../api/book-query-keys';
import { useCheckBookCredits } from '../api/check-user-credits-for-book';
import { useGenerateBook } from '../api/generate-book';
import { bookStatusQueryOptions, isBookActive } from '../api/get-book-status';
import { translate } from '../../../lib/i18n/use-t';

/** The first status check after a start: soon, so a quick book doesn't wait a full 5 s poll. */
const FIRST_POLL_MS = 1000;

export type BookPhase = 'upload' | 'generating' | 'done';

export interface BookOrder {
  image: Blob;
  selectedStories: string[];
  useImageAsMainImage: boolean;
  dedication?: string;
  appearance?: Appearance;
}

/**
 * Book flow (docs/api.md#spec-4, docs/api.md#spec-5): credit check first, then the 10-credit
 * confirmation, then the start call; while the book is made its status is polled every 5 s; a job
 * already running when the page opens is resumed. `onCompleted` runs once per finished book (the
 * page refreshes the profile).
 */
export function useBookGeneration({
  userId,
  storyId,
  onCompleted,
}: {
  userId: string;
  storyId: string;
  onCompleted: () => void;
}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<BookPhase>('upload');
  const [status, setStatus] = useState<BookStatus | undefined>(undefined);
  /** A new object at each start or resume: (re)starts the poller after `delay`. */
  const [followed, setFollowed] = useState<{ delay: number } | null>(null);
  const [pending, setPending] = useState<BookOrder | null>(null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const credits = useCheckBookCredits();
  const generate = useGenerateBook();
  const completedRef = useRef(onCompleted);
  useEffect(() => {
    completedRef.current = onCompleted;
  }, [onCompleted]);

  // docs/api.md#spec-4: on page load an active processing or running job is resumed.
  useEffect(() => {
    let cancelled = false;
    queryClient
      .fetchQuery(bookStatusQueryOptions(storyId))
      .then((latest) => {
        if (cancelled || !isBookActive(latest)) return;
        showInfo(translate('book.resumed'));
        setStatus(latest);
        setPhase('generating');
        setFollowed({ delay: BOOK_POLL_MS });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient, storyId]);

  // While generating: ask every 5 s until the book is completed or failed.
  useEffect(() => {
    if (!followed) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      let latest: BookStatus | undefined;
      try {
        latest = await queryClient.fetchQuery(bookStatusQueryOptions(storyId));
      } catch {
        // Logged by the fetcher; a network blip is retried at the next poll.
      }
      if (cancelled) return;
      if (latest) setStatus(latest);
      if (latest?.status === 'completed') {
        setPdfUrl(latest.pdfUrl ?? null);
        setPhase('done');
        setFollowed(null);
        void queryClient.invalidateQueries({ queryKey: bookKeys.generated(storyId) });
        completedRef.current();
      } else if (latest?.status === 'error') {
        showError(translate('book.failed'));
        setPhase('upload');
        setFollowed(null);
      } else {
        timer = setTimeout(() => void poll(), BOOK_POLL_MS);
      }
    };
    timer = setTimeout(() => void poll(), followed.delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [followed, queryClient, storyId]);

  /** Generate: the credit check, then (when there are enough) the confirmation dialog. */
  const requestBook = async (order: BookOrder) => {
    let result;
    try {
      result = await credits.mutateAsync({ userId, storyId });
    } catch (error) {
      showError(translate('book.checkFailed', { error: describeError(error) }));
      return;
    }
    if (!result.hasEnoughCredits) {
      showError(translate('book.creditsShort', { n: result.totalCreditsAvailable }));
      return;
    }
    setPending(order);
  };

  const cancelConfirm = () => setPending(null);

  /**
   * Confirm in the dialog: start the book (docs/api.md#spec-4: reply status 'running' means
   * started).
   */
  const confirmBook = () => {
    const order = pending;
    setPending(null);
    if (!order) return;
    generate.mutate(
      { userId, storyId, ...order },
      {
        onSuccess: (reply) => {
          if (reply.status !== 'running') return;
          setStatus({ status: 'running', jobId: reply.jobId, pagesDone: 0, pagesTotal: 0 });
          setPhase('generating');
          setFollowed({ delay: FIRST_POLL_MS });
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : undefined;
          showError(
            error instanceof ApiError && error.status === 400 && body?.error
              ? body.error
              : translate('book.startFailed'),
          );
        },
      },
    );
  };

  /** 'Create a new book': back to the upload step. */
  const startOver = () => {
    setPdfUrl(null);
    setPhase('upload');
  };

  return {
    phase,
    status,
    pdfUrl,
    confirming: pending !== null,
    busy: credits.isPending || generate.isPending,
    /** Between Confirm and the start call's reply: the wait is shown at once, the form kept. */
    starting: generate.isPending,
    requestBook,
    confirmBook,
    cancelConfirm,
    startOver,
  };
}
