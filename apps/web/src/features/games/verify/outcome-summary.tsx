import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findSlotVariant } from '@satsino/fairness/slot-variants';
import type { VerifiedRound } from '@satsino/fairness/verify';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../engines/playing-card';
import { symbolName } from '../engines/slot-names';
import { SlotSymbol } from '../engines/slot-symbols';
import { spinsOf } from '../engines/wheel-geometry';
import { WheelSpinTrail } from '../engines/wheel-spin-trail';
import { HiloSummary } from './hilo-summary';
import { KenoSummary } from './keno-summary';
import { MinesSummary } from './mines-summary';
import { PlinkoSummary } from './plinko-summary';

/** The 5 × 3 window, row by row, as a grid reads it. */
const WINDOW_CELLS = [0, 1, 2].flatMap((row) =>
  [0, 1, 2, 3, 4].map((reel) => ({ reel, row, id: `${reel}:${row}` })),
);

/**
 * A verified outcome as players saw it in the game: the roll, the number, the cards, the reels,
 * the board.
 */
export function OutcomeSummary({ round, variant }: { round: VerifiedRound; variant: string }) {
  const { t } = useTranslation('games');
  const { outcome } = round;
  const big = { fontWeight: 800, fontSize: 28, fontVariantNumeric: 'tabular-nums' } as const;

  switch (outcome.engine) {
    case 'dice':
      return (
        <Typography sx={big} data-testid="verify-summary">
          {t('dice.rolled', { roll: outcome.roll.toFixed(2) })}
        </Typography>
      );
    case 'limbo':
      return (
        <Typography sx={big} data-testid="verify-summary">
          {t('limbo.result', { multiplier: outcome.result_multiplier.toFixed(2) })}
        </Typography>
      );
    case 'roulette':
      return (
        <Typography sx={big} data-testid="verify-summary">
          {t('roulette.landed', {
            number: outcome.number,
            color:
              outcome.color === 'green'
                ? t('roulette.green')
                : outcome.color === 'red'
                  ? t('roulette.colorRed')
                  : t('roulette.colorBlack'),
          })}
        </Typography>
      );
    case 'wheel': {
      // The spins in order (multipliers first), then the stop that decided the round.
      const spins = spinsOf(outcome);
      const multiplier = outcome.multiplier ?? 1;
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="verify-summary">
          <Typography sx={big}>
            {outcome.segment === null
              ? t('wheel.void')
              : multiplier > 1
                ? t('wheel.landedMultiplied', { value: outcome.segment, multiplier })
                : t('wheel.landed', { value: outcome.segment })}
          </Typography>
          {spins.length > 1 && <WheelSpinTrail spins={spins} />}
        </Stack>
      );
    }
    case 'blackjack': {
      const cardLabel = (card: (typeof outcome.player)[number]) =>
        t('blackjack.card', { rank: card.rank, suit: t(`blackjack.${card.suit}`) });
      return (
        <Stack spacing={1.5} data-testid="verify-summary">
          <Typography sx={{ fontWeight: 700 }}>
            {t(`blackjack.status_${outcome.status}`)}
          </Typography>
          {[
            {
              title: t('blackjack.dealer'),
              cards: outcome.dealer,
              total: outcome.dealer_total,
              status: undefined,
            },
            // A split round shows both of the player's hands, each with its own result.
            ...(
              outcome.hands ?? [
                { cards: outcome.player, total: outcome.player_total, status: undefined },
              ]
            ).map((hand, index, hands) => ({
              title:
                hands.length > 1 ? t('blackjack.handN', { n: index + 1 }) : t('blackjack.player'),
              cards: hand.cards,
              total: hand.total,
              status: hand.status,
            })),
          ].map((hand) => (
            <Stack key={hand.title} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ width: 72 }}>
                {hand.title} · {hand.total}
              </Typography>
              <Box sx={{ display: 'flex' }}>
                {hand.cards.map((card, index) => (
                  // Cards never move within a hand.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <PlayingCard key={index} index={index} card={card} label={cardLabel(card)} />
                ))}
              </Box>
              {hand.status !== undefined && (outcome.hands?.length ?? 0) > 1 && (
                <Typography variant="body2" color="text.secondary">
                  {t(`blackjack.status_${hand.status}`)}
                </Typography>
              )}
            </Stack>
          ))}
          {outcome.insurance === 'taken' && (
            <Typography variant="body2" color="text.secondary">
              {t('blackjack.insured')}
            </Typography>
          )}
        </Stack>
      );
    }
    case 'slots': {
      const slot = findSlotVariant(variant);
      const symbols = slot === undefined ? [] : Object.keys(slot.paytable);
      return (
        <Stack spacing={1} data-testid="verify-summary">
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 48px)', gap: 0.5 }}>
            {WINDOW_CELLS.map(({ reel, row, id }) => {
              const symbol = outcome.reels[reel]?.[row] ?? '';
              return (
                <Box
                  key={id}
                  sx={{
                    width: 48,
                    height: 48,
                    p: 0.5,
                    borderRadius: 1,
                    bgcolor: 'background.default',
                  }}
                >
                  <SlotSymbol
                    symbol={symbol}
                    index={Math.max(0, symbols.indexOf(symbol))}
                    wild={symbol === slot?.wild}
                    scatter={symbol === slot?.feature?.scatter}
                    label={symbolName(symbol)}
                  />
                </Box>
              );
            })}
          </Box>
          {outcome.wins.map((win) => (
            <Typography key={win.line} variant="body2">
              {t('slots.line', {
                line: win.line,
                count: win.count,
                symbol: symbolName(win.symbol),
              })}
            </Typography>
          ))}
          {outcome.feature !== undefined && (
            <Stack spacing={0.25} data-testid="verify-feature">
              <Typography variant="subtitle2">
                {t('slots.feature', { count: outcome.feature.spins.length })}
              </Typography>
              {outcome.feature.spins.map((spin, index) => (
                // The feature's spins never reorder: the position is the spin.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Typography key={index} variant="caption" color="text.secondary">
                  {t('slots.featureSpin', { number: index + 1 })}:{' '}
                  {spin.reels.map((reel) => reel.map(symbolName).join(' ')).join(' | ')}
                  {spin.wins.length > 0 &&
                    ` — ${spin.wins
                      .map((win) =>
                        t('slots.line', {
                          line: win.line,
                          count: win.count,
                          symbol: symbolName(win.symbol),
                        }),
                      )
                      .join('; ')}`}
                </Typography>
              ))}
            </Stack>
          )}
        </Stack>
      );
    }
    case 'mines':
      return <MinesSummary outcome={outcome} />;
    case 'plinko':
      return <PlinkoSummary outcome={outcome} />;
    case 'keno':
      return <KenoSummary outcome={outcome} />;
    case 'hilo':
      return <HiloSummary outcome={outcome} />;
  }
}
