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

/** /children/{childId} — the avatar builder for a saved child, and deleting the profile. */
export function Component() {
  const { childId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const child = useChild(childId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useDocumentTitle(child.data ? `Edit ${child.data.name}` : 'Edit a child');

  if (!user) return <Navigate to="/auth" replace />;

  if (child.isPending) {
    return (
      <StoryPage title="Edit a child">
        <Stack gap="md" aria-busy="true" aria-label="Loading the profile">
          <Skeleton height={120} radius={24} />
          <Skeleton height={320} radius={24} />
        </Stack>
      </StoryPage>
    );
  }

  if (child.isError) {
    const missing = errorStatus(child.error) === 404 || errorStatus(child.error) === 400;
    return (
      <StoryPage title={missing ? 'We couldn’t find that child' : 'Edit a child'}>
        <Alert color={missing ? 'night' : 'red'} variant="light" radius="lg" role="alert">
          <Stack gap="sm">
            <Text c="#1b1f4b">
              {missing ? 'This profile may have been deleted.' : describeError(child.error)}
            </Text>
            <Group>
              {!missing && (
                <Button variant="white" onClick={() => void child.refetch()}>
                  Try again
                </Button>
              )}
              <Button component={Link} to="/children" variant="white">
                Go to your children
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
      title={`Edit ${saved.name}`}
      subtitle="Stories already written keep the look they were made with; new ones use these changes."
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
            Delete profile
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
