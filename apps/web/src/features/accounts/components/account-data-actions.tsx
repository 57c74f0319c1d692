import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@sns/contract';
import { DownloadIcon } from '../../../components/icons';
import { exportMyDataUrl } from '../api/export-my-data';
import classes from './profile.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * "Your data" in the profile: download everything, or delete the account (docs/decisions/012).
 * The download is a link, so the browser saves the zip itself; deleting asks first.
 */
export function AccountDataActions({ user, onDelete }: { user: User; onDelete: () => void }) {
  const t = useT();
  return (
    <section className={classes.yourData} aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title order={3} id="your-data-title" fz="lg" c="#1b1f4b">
          {t('data.title')}
        </Title>
        <Text fz="sm" c="#4a5060">
          {t('data.text')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={exportMyDataUrl(user.user_uid)}
            download
            variant="light"
            leftSection={<DownloadIcon size={18} aria-hidden />}
            className={classes.dataButton}
          >
            {t('data.download')}
          </Button>
          <Button variant="outline" color="red.9" onClick={onDelete} className={classes.dataButton}>
            {t('data.delete')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
