import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { Card } from '@satsino/contract/games';

/**
 * The four suits drawn as paths (a 24 × 24 box) rather than typed: every system draws them the
 * same, and none needs a font that has the suit characters.
 */
const SUIT_PATHS: Record<Card['suit'], string> = {
  hearts:
    'M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
  diamonds: 'M12 2 20 12 12 22 4 12z',
  clubs:
    'M12 2a4.5 4.5 0 0 0-3.6 7.2A4.5 4.5 0 1 0 10.5 17c-.3 1.9-1.1 3.3-2.5 4h8c-1.4-.7-2.2-2.1-2.5-4a4.5 4.5 0 1 0 2.1-7.8A4.5 4.5 0 0 0 12 2z',
  spades:
    'M12 2C9 6 4 9 4 13a4 4 0 0 0 6.6 3c-.2 2.2-1 3.9-2.6 5h8c-1.6-1.1-2.4-2.8-2.6-5A4 4 0 0 0 20 13c0-4-5-7-8-11z',
};

export function SuitIcon({ suit, size = 16 }: { suit: Card['suit']; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      sx={{ width: size, height: size, fill: 'currentColor' }}
    >
      <path d={SUIT_PATHS[suit]} />
    </Box>
  );
}

const isRed = (suit: Card['suit']) => suit === 'hearts' || suit === 'diamonds';

/** One playing card, face up (`card`) or face down; `label` is what a screen reader hears. */
export function PlayingCard({
  card,
  label,
  index = 0,
}: {
  card?: Card;
  label: string;
  index?: number;
}) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width: { xs: 60, md: 84 },
        height: { xs: 86, md: 120 },
        borderRadius: 1.5,
        flexShrink: 0,
        ml: index === 0 ? 0 : { xs: -2.5, md: -3 },
        boxShadow: 3,
        position: 'relative',
        animation: 'card-in 250ms ease-out both',
        animationDelay: `${index * 60}ms`,
        '@keyframes card-in': {
          from: { transform: 'translateY(-24px) rotate(-6deg)', opacity: 0 },
          to: { transform: 'none', opacity: 1 },
        },
        ...(card === undefined
          ? {
              bgcolor: 'primary.dark',
              border: 4,
              borderColor: 'common.white',
              backgroundImage: (theme: Theme) =>
                `repeating-linear-gradient(45deg, transparent 0 6px, ${theme.vars.palette.primary.main} 6px 12px)`,
            }
          : {
              bgcolor: 'common.white',
              color: isRed(card.suit) ? 'error.dark' : 'grey.900',
              border: 1,
              borderColor: 'grey.300',
            }),
      }}
    >
      {card !== undefined && (
        <>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 4,
              left: 6,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              lineHeight: 1,
              fontWeight: 800,
              fontSize: { xs: 15, md: 20 },
            }}
          >
            {card.rank}
            <SuitIcon suit={card.suit} size={14} />
          </Box>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              pt: 2,
            }}
          >
            <SuitIcon suit={card.suit} size={34} />
          </Box>
        </>
      )}
    </Box>
  );
}
