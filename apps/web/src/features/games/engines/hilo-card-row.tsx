import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragHandle from '@mui/icons-material/DragHandle';
import SkipNext from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Card } from '@satsino/contract/games';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HiloOutcome } from './hilo-guesses';
import { PlayingCard } from './playing-card';

type Step = HiloOutcome['steps'][number];
type Move = { kind: 'start' } | { kind: 'step'; step: Step };

/** The words for a card's name, as blackjack says it ("7 of hearts"). */
export function useCardLabel() {
  const { t } = useTranslation('games');
  return (card: Card) =>
    t('blackjack.card', { rank: card.rank, suit: t(`blackjack.${card.suit}`) });
}

/** The arrow of a move: up for a guess on higher, down for lower, = for same, ⏭ for a skip. */
function MoveIcon({ action }: { action: Step['action'] }) {
  const sx = { fontSize: 16 };
  if (action === 'skip') return <SkipNext sx={sx} />;
  if (action === 'same') return <DragHandle sx={sx} />;
  if (action === 'higher' || action === 'higher_or_same') return <ArrowUpward sx={sx} />;
  return <ArrowDownward sx={sx} />;
}

/**
 * The cards turned so far, oldest first, each with the move that turned it (green when right,
 * red when wrong). The row keeps its height from the first card on and scrolls sideways as it
 * grows, the newest card in view.
 */
export function HiloCardRow({ outcome }: { outcome: HiloOutcome | undefined }) {
  const { t } = useTranslation('games');
  const cardLabel = useCardLabel();
  const row = useRef<HTMLOListElement>(null);
  const moves: { card: Card; move: Move }[] =
    outcome === undefined
      ? []
      : [
          { card: outcome.start, move: { kind: 'start' } },
          ...outcome.steps.map((step) => ({
            card: step.card,
            move: { kind: 'step', step } as const,
          })),
        ];

  useEffect(() => {
    const element = row.current;
    if (element !== null && moves.length > 0) element.scrollLeft = element.scrollWidth;
  }, [moves.length]);

  const moveText = (move: Move) => {
    if (move.kind === 'start') return t('hilo.move_start');
    const { action, won } = move.step;
    if (action === 'skip') return t('hilo.move_skip');
    const guess = t(`hilo.${action}`);
    return won ? t('hilo.move_won', { guess }) : t('hilo.move_lost', { guess });
  };

  return (
    <Box sx={{ width: 1, maxWidth: 720 }}>
      <Typography variant="caption" color="text.secondary" component="h2">
        {t('hilo.cards')}
      </Typography>
      <Box
        component="ol"
        ref={row}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0.5,
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          // One card and its mark: the row is as tall before the first card as after.
          minHeight: { xs: 86 + 34, md: 120 + 34 },
        }}
        data-testid="hilo-cards"
      >
        {moves.length === 0 && (
          // Before a round: where the first card will lie, outlined.
          <Box
            component="li"
            aria-hidden
            sx={{
              width: { xs: 60, md: 84 },
              height: { xs: 86, md: 120 },
              borderRadius: 1.5,
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'divider',
            }}
            data-testid="hilo-cards-empty"
          />
        )}
        {moves.map(({ card, move }, index) => {
          const wrong = move.kind === 'step' && !move.step.won;
          const right = move.kind === 'step' && move.step.won && move.step.action !== 'skip';
          return (
            // A card never moves in the row: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Box component="li" key={index} sx={{ flexShrink: 0, textAlign: 'center' }}>
              <PlayingCard
                card={card}
                label={t('hilo.historyCard', { card: cardLabel(card), move: moveText(move) })}
              />
              <Box
                aria-hidden
                sx={{
                  mt: 0.5,
                  mx: 'auto',
                  height: 22,
                  minWidth: 32,
                  px: 0.75,
                  borderRadius: 11,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 11,
                  fontWeight: 700,
                  bgcolor: wrong ? 'error.main' : right ? 'success.main' : 'action.selected',
                  color: wrong
                    ? 'error.contrastText'
                    : right
                      ? 'success.contrastText'
                      : 'text.primary',
                }}
              >
                {move.kind === 'start' ? t('hilo.start') : <MoveIcon action={move.step.action} />}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
