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

/** How far a dealt card travels: from the shoe, up and to the right of the table. */
const DEAL_FROM = 'translate(140px, -110px) rotate(14deg)';
const SIZES = {
  regular: {
    width: { xs: 60, md: 84 },
    height: { xs: 86, md: 120 },
    overlap: { xs: -2.5, md: -3 },
  },
  small: { width: { xs: 46, md: 68 }, height: { xs: 66, md: 97 }, overlap: { xs: -2, md: -2.5 } },
} as const;

/**
 * One playing card, face up (`card`) or face down; `label` is what a screen reader hears. A card
 * slides in from the shoe when it mounts (`dealDelayMs` staggers the first deal), and a face-down
 * card that gets its `card` turns over in place: the element stays, only its faces rotate, so
 * the dealer's hole card is turned, not replaced. Both motions are off under
 * prefers-reduced-motion: the card is simply there.
 */
export function PlayingCard({
  card,
  label,
  index = 0,
  dealDelayMs,
  size = 'regular',
}: {
  card?: Card;
  label: string;
  index?: number;
  dealDelayMs?: number;
  size?: keyof typeof SIZES;
}) {
  const dimensions = SIZES[size];
  const faceDown = card === undefined;
  const face = {
    position: 'absolute',
    inset: 0,
    borderRadius: 1.5,
    backfaceVisibility: 'hidden',
    boxShadow: 3,
  } as const;
  return (
    <Box
      role="img"
      aria-label={label}
      data-face={faceDown ? 'down' : 'up'}
      sx={{
        width: dimensions.width,
        height: dimensions.height,
        flexShrink: 0,
        ml: index === 0 ? 0 : dimensions.overlap,
        position: 'relative',
        perspective: '600px',
        animation: 'card-in 320ms ease-out both',
        animationDelay: `${dealDelayMs ?? index * 60}ms`,
        '@keyframes card-in': {
          from: { transform: DEAL_FROM, opacity: 0 },
          to: { transform: 'none', opacity: 1 },
        },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          transformStyle: 'preserve-3d',
          transition: 'transform 450ms ease-in-out',
          transform: faceDown ? 'rotateY(180deg)' : 'none',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Box
          aria-hidden
          sx={{
            ...face,
            bgcolor: 'common.white',
            color: card !== undefined && isRed(card.suit) ? 'error.dark' : 'grey.900',
            border: 1,
            borderColor: 'grey.300',
          }}
        >
          {card !== undefined && (
            <>
              <Box
                sx={{
                  position: 'absolute',
                  top: 4,
                  left: 6,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  lineHeight: 1,
                  fontWeight: 800,
                  fontSize: size === 'small' ? { xs: 13, md: 17 } : { xs: 15, md: 20 },
                }}
              >
                {card.rank}
                <SuitIcon suit={card.suit} size={size === 'small' ? 12 : 14} />
              </Box>
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  pt: 2,
                }}
              >
                <SuitIcon suit={card.suit} size={size === 'small' ? 26 : 34} />
              </Box>
            </>
          )}
        </Box>
        <Box
          aria-hidden
          sx={{
            ...face,
            transform: 'rotateY(180deg)',
            bgcolor: 'primary.dark',
            border: 4,
            borderColor: 'common.white',
            backgroundImage: (theme: Theme) =>
              `repeating-linear-gradient(45deg, transparent 0 6px, ${theme.vars.palette.primary.main} 6px 12px)`,
          }}
        />
      </Box>
    </Box>
  );
}
