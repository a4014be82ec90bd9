import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlackjackAction, Card, RoundResult } from '@satsino/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetAmountField, GameLayout, HostError, PlayButton, useBetAmount } from '../host/bet-panel';
import { useGameHost } from '../host/game-host-context';
import { ResultLine, useResultText } from '../host/round-feedback';
import { useResumedRound } from '../host/use-resumed-round';
import { PlayingCard } from './playing-card';

type BlackjackOutcome = Extract<RoundResult['outcome'], { engine: 'blackjack' }>;

/** Blackjack: deal, then hit, stand or double as the hand allows; an unfinished hand resumes. */
export function BlackjackGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const bet = useBetAmount();
  const resultText = useResultText();
  const [hand, setHand] = useState<RoundResult>();
  const [resumed, setResumed] = useState(false);

  // A hand left unfinished (a reload, a closed tab) comes back where it was.
  const resuming = useResumedRound('blackjack', (active) => {
    setHand(active);
    setResumed(true);
  });

  const outcome = hand?.outcome.engine === 'blackjack' ? hand.outcome : undefined;
  const playing = hand?.status === 'in_progress';

  const settle = (round: RoundResult) => {
    setHand(round);
    setResumed(false);
    if (round.status === 'settled' && round.outcome.engine === 'blackjack') {
      host.announce(`${t(`blackjack.status_${round.outcome.status}`)}. ${resultText(round)}`);
    } else if (round.outcome.engine === 'blackjack') {
      host.announce(
        `${t('blackjack.player')}: ${t('blackjack.total', { total: round.outcome.player_total })}. ${t('blackjack.dealer')}: ${t('blackjack.total', { total: round.outcome.dealer_total })}`,
      );
    }
  };

  const deal = async () => {
    if (!bet.check.ok || host.busy || playing) return;
    const round = await host.play({ bet: bet.check.amountMinor, params: { engine: 'blackjack' } });
    if (round !== undefined) settle(round);
  };

  const act = async (action: BlackjackAction) => {
    if (hand === undefined || host.busy) return;
    const round = await host.act(hand, action);
    if (round !== undefined) settle(round);
  };

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={host.busy || playing} />
          {playing && outcome !== undefined ? (
            <Stack direction="row" spacing={1}>
              {(['hit', 'stand', 'double'] as const).map((action) => (
                <Button
                  key={action}
                  variant={action === 'stand' ? 'contained' : 'outlined'}
                  size="large"
                  fullWidth
                  disabled={host.busy || !outcome.actions.includes(action)}
                  onClick={() => void act(action)}
                  data-testid={`blackjack-${action}`}
                >
                  {t(`blackjack.${action}`)}
                </Button>
              ))}
            </Stack>
          ) : (
            <PlayButton
              label={t('blackjack.deal')}
              onPlay={deal}
              disabled={!bet.check.ok || resuming}
            />
          )}
          <HostError />
        </>
      }
      board={
        resuming ? (
          <CircularProgress aria-label={t('host.opening')} />
        ) : (
          <>
            <Box
              sx={{
                width: 1,
                maxWidth: 720,
                minHeight: { xs: 320, md: 420 },
                borderRadius: 4,
                p: { xs: 2, md: 3 },
                bgcolor: 'success.dark',
                color: 'common.white',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                gap: 2,
                border: 6,
                borderColor: 'warning.dark',
              }}
              data-testid="blackjack-table"
            >
              {resumed && (
                <Alert severity="info" variant="filled" onClose={() => setResumed(false)}>
                  {t('blackjack.resumed')}
                </Alert>
              )}
              <Hand
                title={t('blackjack.dealer')}
                cards={outcome?.dealer}
                total={outcome?.dealer_total}
                hidden={playing}
              />
              <Box sx={{ textAlign: 'center', minHeight: 32 }}>
                {outcome !== undefined && (
                  <Chip
                    label={t(`blackjack.status_${outcome.status}`)}
                    color={statusColor(outcome, hand)}
                    sx={{ fontWeight: 800, fontSize: 16, px: 1 }}
                    data-testid="blackjack-status"
                  />
                )}
              </Box>
              <Hand
                title={t('blackjack.player')}
                cards={outcome?.player}
                total={outcome?.player_total}
                note={outcome?.doubled ? t('blackjack.doubled') : undefined}
              />
            </Box>
            <ResultLine round={hand} />
          </>
        )
      }
    />
  );
}

function statusColor(outcome: BlackjackOutcome, hand: RoundResult | undefined) {
  if (outcome.status === 'playing') return 'default';
  if (hand !== undefined && hand.payout > hand.bet) return 'success';
  if (outcome.status === 'push') return 'info';
  return 'error';
}

function Hand({
  title,
  cards,
  total,
  hidden = false,
  note,
}: {
  title: string;
  cards: Card[] | undefined;
  total: number | undefined;
  /** The dealer's hole card stays face down while the hand is played. */
  hidden?: boolean;
  note?: string | undefined;
}) {
  const { t } = useTranslation('games');
  const cardLabel = (card: Card) =>
    t('blackjack.card', { rank: card.rank, suit: t(`blackjack.${card.suit}`) });
  const shown = cards ?? [];
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        {total !== undefined && (
          <Chip
            size="small"
            label={total}
            sx={{ fontWeight: 800, bgcolor: 'background.paper', color: 'text.primary' }}
          />
        )}
        {note !== undefined && <Chip size="small" color="warning" label={note} />}
      </Stack>
      <Box sx={{ display: 'flex', minHeight: { xs: 86, md: 120 } }}>
        {shown.map((card, index) => (
          // Cards never move within a hand: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <PlayingCard key={index} index={index} card={card} label={cardLabel(card)} />
        ))}
        {hidden && shown.length === 1 && <PlayingCard index={1} label={t('blackjack.hidden')} />}
      </Box>
    </Stack>
  );
}
