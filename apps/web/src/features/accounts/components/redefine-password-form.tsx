import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { redefinePasswordBodySchema, type RedefinePasswordBody } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { showError, showSuccess } from '../../../lib/notify';
import { useRedefinePassword } from '../api/redefine-password';
import { clearPasswordResetUser, readPasswordResetUser } from '../lib/password-reset-state';
import { passwordResetErrorText } from '../lib/reset-error-text';
import { useRichT, useT } from '../../../lib/i18n/use-t';

type Field = 'newPassword' | 'confirmNewPassword';

/**
 * Redefine password (docs/product.md#password-reset), for the account whose reset code this tab
 * verified.
 */
export function RedefinePasswordForm() {
  const t = useT();
  const rich = useRichT();
  const navigate = useNavigate();
  const redefine = useRedefinePassword();
  const [resetUser] = useState(readPasswordResetUser);
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  if (!resetUser) {
    return (
      <Stack gap="sm">
        <Text c="#1b1f4b">{t('reset.needCode')}</Text>
        <Anchor component={Link} to="/forgot-password" fw={700}>
          {t('reset.getCode')}
        </Anchor>
      </Stack>
    );
  }
  const { email, user_uid: userId } = resetUser;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm<RedefinePasswordBody, Field>(redefinePasswordBodySchema, {
      newPassword,
      confirmNewPassword,
      email,
      userId,
    });
    setErrors(result.errors ?? {});
    if (!result.data) return;
    redefine.mutate(result.data, {
      onSuccess: ({ message }) => {
        if (message !== 'OK') return showError(message);
        showSuccess(t('reset.changed'));
        clearPasswordResetUser();
        void navigate('/auth');
      },
      onError: (e) => showError(passwordResetErrorText(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          {rich('reset.for', { email, strong: (chunks) => <strong>{chunks}</strong> })}
        </Text>
        <PasswordInput
          label={t('reset.newPassword')}
          autoComplete="new-password"
          description={t('reset.passwordHint')}
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
          error={errors.newPassword}
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          value={confirmNewPassword}
          onChange={(e) => setConfirmNewPassword(e.currentTarget.value)}
          error={errors.confirmNewPassword}
        />
        <Button type="submit" size="md" fullWidth loading={redefine.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
