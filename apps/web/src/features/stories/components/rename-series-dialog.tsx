import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SERIES_TITLE_MAX_CHARS, type Series } from '@sns/contract';
import { useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/use-t';
import { showSuccess } from '../../../lib/notify';
import { useRenameSeries } from '../api/series';
import { seriesTitleProblem } from '../lib/series-input';

interface RenameSeriesDialogProps {
  /** The series to rename; none: the dialog is closed. */
  series: Pick<Series, 'id' | 'title'> | undefined;
  onClose: () => void;
}

/** A series' new name: checked as typed, the server's refusal said under the field. */
export function RenameSeriesDialog({ series, onClose }: RenameSeriesDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={Boolean(series)}
      onClose={onClose}
      title={t('series.rename.title')}
      centered
      radius="lg"
    >
      {/* A new form for each series: it starts from that series' name, with no error shown. */}
      {series && <RenameForm key={series.id} series={series} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({
  series,
  onClose,
}: {
  series: Pick<Series, 'id' | 'title'>;
  onClose: () => void;
}) {
  const t = useT();
  const rename = useRenameSeries();
  const [title, setTitle] = useState(series.title);
  const [touched, setTouched] = useState(false);

  const problem = seriesTitleProblem(title);
  const close = () => {
    if (!rename.isPending) onClose();
  };
  const submit = () => {
    setTouched(true);
    if (problem) return;
    rename.mutate(
      { seriesId: series.id, title: title.trim() },
      {
        onSuccess: (renamed) => {
          showSuccess(t('series.rename.saved', { title: renamed.title }));
          onClose();
        },
      },
    );
  };

  const error =
    (touched && problem ? t(problem, { max: SERIES_TITLE_MAX_CHARS }) : undefined) ??
    (rename.isError ? describeError(rename.error) : undefined);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('series.rename.label')}
          description={t('series.rename.hint')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={rename.isPending}>
            {t('series.rename.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('series.rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
