import Avatar from '@mui/material/Avatar';
import type { EntityWallet } from '@satsino/contract/wallet';

interface CoinAvatarProps {
  wallet: Pick<EntityWallet, 'coin_image' | 'short_code'>;
  size?: number;
}

/** The coin's bundled icon; its symbol's first letter while the image is missing. */
export function CoinAvatar({ wallet, size = 32 }: CoinAvatarProps) {
  return (
    <Avatar
      src={wallet.coin_image}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size / 2.2,
        fontWeight: 700,
        bgcolor: 'action.selected',
        color: 'text.primary',
      }}
      slotProps={{ img: { loading: 'lazy', draggable: false } }}
    >
      {wallet.short_code.slice(0, 1)}
    </Avatar>
  );
}
