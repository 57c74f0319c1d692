import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useChild } from '../../features/children/api/get-child';
import { ChildBuilder } from '../../features/children/components/child-builder';
import { DeleteChildDialog } from '../../features/children/components/delete-child-dialog';
import { childFormOf } from '../../features/children/lib/child-form';
import { StoryPage } from '../../features/stories/components/story-page';
import { errorStatus, describeError } from '../../lib/error-message';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /children/{childId} — the avatar builder for a saved child, and deleting the profile. */
export function Component() {
  const t = useT();
  const { childId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const child = useChild(childId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useDocumentTitle(
    child.data ? t('children.editTitle', { name: child.data.name }) : t('children.editAChild'),
  );

  if (!user) return <Navigate to="/auth" replace />;

  if (child.isPending) {
    return (
      <StoryPage title={t('children.editAChild')}>
        <Stack gap="md" aria-busy="true" aria-label={t('children.loadingProfile')}>
          <Skeleton height={120} radius={24} />
          <Skeleton height={320} radius={24} />
        </Stack>
      </StoryPage>
    );
  }

  if (child.isError) {
    const missing = errorStatus(child.error) === 404 || errorStatus(child.error) === 400;
    return (
      <StoryPage title={missing ? t('children.notFoundTitle') : t('children.editAChild')}>
        <Alert color={missing ? 'night' : 'red'} variant="light" radius="lg" role="alert">
          <Stack gap="sm">
            <Text c="#1b1f4b">
              {missing ? t('children.maybeDeleted') : describeError(child.error)}
            </Text>
            <Group>
              {!missing && (
                <Button variant="white" onClick={() => void child.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              )}
              <Button component={Link} to="/children" variant="white">
                {t('children.goToChildren')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </StoryPage>
    );
  }

  const saved = child.data;
  return (
    <StoryPage
      title={t('children.editTitle', { name: saved.name })}
      subtitle={t('children.editSubtitle')}
    >
      <ChildBuilder
        // A fresh builder when another child is opened from here.
        key={saved.id}
        childId={saved.id}
        initial={childFormOf(saved)}
        onSaved={() => void navigate('/children')}
        onCancel={() => void navigate('/children')}
        extraActions={
          <Button variant="outline" color="red.9" onClick={() => setConfirmingDelete(true)}>
            {t('children.deleteProfile')}
          </Button>
        }
      />
      <DeleteChildDialog
        child={saved}
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => void navigate('/children', { replace: true })}
      />
    </StoryPage>
  );
}
