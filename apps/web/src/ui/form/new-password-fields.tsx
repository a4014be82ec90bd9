import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface NewPasswordFieldsProps {
  /** The form's props for the password field, e.g. `form.textField('password')`. */
  password: TextFieldProps;
  /** The form's props for the repeat, e.g. `form.textField('password_confirmation')`. */
  repeat: TextFieldProps;
  /** "Password" on registration, "New password" where one is being replaced. */
  passwordLabel: string;
}

/**
 * A password being chosen, and its repeat (SPEC §5: 'Password must match'). Marked as a new
 * password so browsers offer to generate and save one instead of filling in the old one.
 */
export function NewPasswordFields({ password, repeat, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        fullWidth
      />
      <TextField
        {...repeat}
        label={t('auth.fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        fullWidth
      />
    </>
  );
}
