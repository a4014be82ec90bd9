import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Avatar from '@mui/material/Avatar';
import { initialOf } from '../chat-state';

interface ChatAvatarProps {
  photoUrl: string | null | undefined;
  /** Whose avatar: gives the initial when there is no photo. Without it, the support avatar. */
  name?: string;
  size?: number;
}

/** A photo, else the person's initial, else the default support avatar (SPEC §2 groups panel). */
export function ChatAvatar({ photoUrl, name, size = 40 }: ChatAvatarProps) {
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size / 2.4,
        fontWeight: 700,
        bgcolor: name === undefined ? 'secondary.main' : 'primary.main',
        color: name === undefined ? 'secondary.contrastText' : 'primary.contrastText',
      }}
    >
      {name === undefined ? <SupportAgentOutlined fontSize="small" /> : initialOf(name)}
    </Avatar>
  );
}
