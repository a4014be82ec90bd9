import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, in the operator's words: the amount, the player, what cannot be undone. */
  body: ReactNode;
  /** The action's own name ("Approve"), never a bare "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is under way: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Paints the confirm button red, for an action that takes something away. */
  destructive?: boolean;
}

/**
 * Asks before a money or irreversible operator action (issue 17). Cancel, Escape and a click
 * beside it close it and nothing happens; the caller closes it once its action is done, so a
 * failed action leaves it open to try again.
 */
export function ConfirmActionDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const bodyId = useId();
  // Keeps the last texts while the dialog closes, so they do not vanish mid-animation.
  const [shown, setShown] = useState({ title, body, confirmLabel });
  if (
    open &&
    (shown.title !== title || shown.body !== body || shown.confirmLabel !== confirmLabel)
  ) {
    setShown({ title, body, confirmLabel });
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="xs"
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{shown.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} component="div">
          {shown.body}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={onConfirm}
          autoFocus
        >
          {shown.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
