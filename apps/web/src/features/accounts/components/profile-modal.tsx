import '../../../lib/full-styles';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { refreshSignedInUser, useCurrentUser } from '../../../lib/current-user';
import { setProfileOpen } from '../../../lib/profile-modal-state';
import { useSignOut } from '../api/logout';
import { AccountDataActions } from './account-data-actions';
import { CookieSettingsSlot } from './cookie-settings-slot';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileDetails } from './profile-details';
import { ProfilePictureUploader } from './profile-picture-uploader';
import classes from './profile.module.css';
import { useT } from '../../../lib/i18n/use-t';

export interface ProfileModalProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Shows a Confirm button in the footer (docs/product.md#profile-modal: "an optional Confirm
   * button").
   */
  confirmEnabled?: boolean;
  onConfirm?: () => void;
  /** The cookie settings panel, handed in by the app layer (it belongs to the consent feature). */
  cookieSettings?: ReactNode;
}

/**
 * 'Your Profile' (docs/product.md#profile-modal), over the current page. Close, the X and Confirm
 * all close it.
 */
export function ProfileModal({
  opened,
  onClose,
  confirmEnabled = false,
  onConfirm,
  cookieSettings,
}: ProfileModalProps) {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { signOut, isPending: signingOut } = useSignOut();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Credits change behind our back (a story, a purchase): ask again each time the profile opens.
  useEffect(() => {
    if (opened) void refreshSignedInUser(queryClient);
  }, [opened, queryClient]);

  const close = () => {
    setProfileOpen(false);
    onClose();
  };

  return (
    <Modal
      opened={opened && user !== null}
      onClose={close}
      // Escape closes only the dialog on top (Mantine listens on the window for every modal).
      closeOnEscape={!confirmingDelete}
      title={t('profile.title')}
      size="lg"
      fullScreen={phone}
      radius="lg"
      styles={{ title: { fontWeight: 800, fontSize: 22, color: '#1b1f4b' } }}
    >
      {user && (
        <Stack gap="lg">
          <Group gap="lg" wrap="nowrap" align="center">
            <ProfilePictureUploader user={user} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={800} fz="xl" c="#1b1f4b" style={{ overflowWrap: 'anywhere' }}>
                {user.displayName || `${user.firstName} ${user.lastName}`}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('profile.photoHint')}
              </Text>
            </Stack>
          </Group>

          <ProfileDetails user={user} />

          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Text fw={800} c="#1b1f4b">
                {t('profile.children')}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('profile.childrenHint')}
              </Text>
            </Stack>
            <Button
              variant="light"
              onClick={() => {
                close();
                void navigate('/children');
              }}
            >
              {t('profile.manageChildren')}
            </Button>
          </Group>

          <Group className={classes.moreCredits} justify="space-between" wrap="wrap" gap="sm">
            <Text fw={800} c="#ffffff">
              {t('profile.moreCredits')}
            </Text>
            <Button
              color="starlight.5"
              c="#1b1f4b"
              onClick={() => {
                close();
                void navigate('/purchase');
              }}
            >
              {t('profile.buyHere')}
            </Button>
          </Group>

          <CookieSettingsSlot>{cookieSettings}</CookieSettingsSlot>

          <AccountDataActions user={user} onDelete={() => setConfirmingDelete(true)} />

          <Group gap="lg" wrap="wrap">
            <Anchor
              href="/privacy-policy"
              target="_blank"
              rel="noopener noreferrer"
              className={classes.legalLink}
            >
              {t('profile.privacy')}
            </Anchor>
            <Anchor
              href="/terms-of-use"
              target="_blank"
              rel="noopener noreferrer"
              className={classes.legalLink}
            >
              {t('profile.terms')}
            </Anchor>
          </Group>

          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button variant="outline" color="red.9" onClick={signOut} loading={signingOut}>
              {t('profile.logOut')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('profile.close')}
              </Button>
              {confirmEnabled && (
                <Button
                  onClick={() => {
                    onConfirm?.();
                    close();
                  }}
                >
                  {t('profile.confirm')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
      {user && (
        <DeleteAccountDialog
          user={user}
          opened={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </Modal>
  );
}

export default ProfileModal;
