import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SlotTheme } from './slot-themes';

/** How loudly a win is celebrated: by its return as a multiple of the stake. */
export type CelebrationLevel = 'win' | 'big' | 'mega' | 'epic';

/** The smallest return, in stakes, of each level above a plain win. */
export const CELEBRATION_MULTIPLES = { big: 5, mega: 15, epic: 50 } as const;

/**
 * The celebration a round earns: none when it returned no more than its stake (issue 16: a
 * "win" of the stake back or less is not celebrated), then more the bigger the multiple. Integer
 * comparisons on minor units: no float decides a threshold.
 */
export function celebrationLevel(
  betMinor: number,
  payoutMinor: number,
): CelebrationLevel | undefined {
  if (betMinor <= 0 || payoutMinor <= betMinor) return undefined;
  if (payoutMinor >= betMinor * CELEBRATION_MULTIPLES.epic) return 'epic';
  if (payoutMinor >= betMinor * CELEBRATION_MULTIPLES.mega) return 'mega';
  if (payoutMinor >= betMinor * CELEBRATION_MULTIPLES.big) return 'big';
  return 'win';
}

const DURATION_MS: Record<CelebrationLevel, number> = {
  win: 1400,
  big: 2400,
  mega: 3200,
  epic: 4200,
};

/** How long a celebration stays: a bigger win longer, turbo half as long. */
export function celebrationMs(level: CelebrationLevel, turbo: boolean): number {
  return turbo ? DURATION_MS[level] / 2 : DURATION_MS[level];
}

const COINS: Record<CelebrationLevel, number> = { win: 0, big: 12, mega: 22, epic: 36 };

/**
 * The celebration over the reels: a plain win is a ribbon at the bottom of the window, a bigger
 * one a title in the middle with coins falling, as many as the win is big. It never takes room
 * of its own (it lies over the reels) and never catches a click. Without motion it is the same
 * words, still.
 */
export function SlotCelebration({
  level,
  amount,
  theme,
  reducedMotion,
}: {
  level: CelebrationLevel;
  amount: string;
  theme: SlotTheme;
  reducedMotion: boolean;
}) {
  const { t } = useTranslation('games');
  const plain = level === 'win';
  const coins = reducedMotion ? 0 : COINS[level];
  return (
    <Box
      aria-hidden
      data-testid="slot-celebration"
      data-level={level}
      sx={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        overflow: 'hidden',
        display: 'flex',
        alignItems: plain ? 'flex-end' : 'center',
        justifyContent: 'center',
        bgcolor: plain ? 'transparent' : 'rgba(0,0,0,0.45)',
        borderRadius: 2,
        zIndex: 2,
        // The coins fall the overlay's own height (cqh).
        containerType: 'size',
      }}
    >
      {Array.from({ length: coins }, (_, index) => (
        <Box
          // Decorative coins that never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          sx={{
            position: 'absolute',
            top: -24,
            left: `${(index * 37) % 100}%`,
            width: 18,
            height: 18,
            borderRadius: '50%',
            background: `radial-gradient(circle at 35% 35%, #fff7cc, #facc15 45%, #a16207)`,
            border: '1px solid #713f12',
            animation: `slot-coin ${1100 + ((index * 173) % 900)}ms linear ${(index * 97) % 800}ms infinite`,
            '@keyframes slot-coin': {
              from: { transform: 'translateY(0) rotate(0deg)' },
              to: { transform: 'translateY(calc(100cqh + 48px)) rotate(540deg)' },
            },
          }}
        />
      ))}
      <Box
        sx={{
          textAlign: 'center',
          px: plain ? 2 : 3,
          py: plain ? 0.5 : 1.5,
          mb: plain ? 1 : 0,
          borderRadius: plain ? 999 : 3,
          background: `linear-gradient(180deg, ${theme.frameLight}, ${theme.frameDark})`,
          border: `2px solid ${theme.frameLine}`,
          color: '#ffffff',
          textShadow: '0 2px 4px rgba(0,0,0,0.6)',
          boxShadow: '0 8px 24px rgba(0,0,0,0.5)',
          animation: reducedMotion ? 'none' : 'slot-pop 420ms cubic-bezier(.2,1.6,.4,1) both',
          '@keyframes slot-pop': {
            from: { transform: 'scale(0.4)', opacity: 0 },
            to: { transform: 'scale(1)', opacity: 1 },
          },
        }}
      >
        {!plain && (
          <Typography
            component="p"
            sx={{
              fontWeight: 900,
              letterSpacing: 1,
              textTransform: 'uppercase',
              fontSize: { xs: '1.4rem', sm: level === 'epic' ? '2.4rem' : '2rem' },
              lineHeight: 1.1,
            }}
          >
            {t(`slots.celebrate.${level}`)}
          </Typography>
        )}
        <Typography
          component="p"
          sx={{
            fontWeight: 800,
            fontVariantNumeric: 'tabular-nums',
            fontSize: plain ? '1rem' : { xs: '1.1rem', sm: '1.4rem' },
          }}
          data-testid="slot-celebration-amount"
        >
          {amount}
        </Typography>
      </Box>
    </Box>
  );
}
