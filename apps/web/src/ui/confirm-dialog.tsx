import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The action's own name ("Forfeit bonus"), never a bare "OK". */
  confirmLabel: string;
  /** What keeping things as they are is called ("Keep the bonus"). */
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/**
 * Asks before an action that cannot be undone (issue 17: one click forfeited a bonus). The action
 * runs only on its own button; Escape, a click beside the dialog and the cancel button, which has
 * the focus, keep everything as it is.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-testid={props.testId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{props.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            props.onClose();
            props.onConfirm();
          }}
          data-testid={props.testId ? `${props.testId}-confirm` : undefined}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
