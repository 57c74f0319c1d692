import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { printOrderProblemRequestSchema } from '@sns/contract';
import { useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { validateForm } from '../../../lib/form-errors';
import { useReportPrintOrderProblem } from '../api/report-print-order-problem';
import { useT } from '../../../lib/i18n/use-t';

const MAX = 1000;

/** "Report a problem" for a delivered order: what is wrong, in the parent's words. */
export function ReportProblemForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const report = useReportPrintOrderProblem();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validateForm<{ message: string }, 'message'>(printOrderProblemRequestSchema, {
      message,
    });
    if (checked.errors) {
      setFieldError(checked.errors.message);
      return;
    }
    setFieldError(undefined);
    report.mutate({ orderId, message: checked.data.message }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('print.problemLabel')}
          size="md"
          description={t('print.problemHint', { max: MAX })}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={fieldError}
          maxLength={MAX}
          autosize
          minRows={3}
          required
        />
        <Text size="sm" c="dimmed">
          {message.length} / {MAX}
        </Text>
        {report.error && (
          <Alert color="red" variant="light" role="alert">
            <Text c="#1b1f4b">{describeError(report.error)}</Text>
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={report.isPending}>
            {t('print.sendReport')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={report.isPending}>
            {t('print.neverMind')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
