import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BlackjackAction, RoundResult } from '@satsino/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultCue, useGameSound } from '../../../ui/game-sound';
import { BetAmountField, GameLayout, HostError, PlayButton, useBetAmount } from '../host/bet-panel';
import { useGameHost } from '../host/game-host-context';
import { ResultLine, useResultText } from '../host/round-feedback';
import { useResumedRound } from '../host/use-resumed-round';
import { BlackjackTable } from './blackjack-table';

/** The moves of a hand in play, always shown (greyed when the hand does not allow them). */
const PLAY_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;

/**
 * Blackjack: deal, answer insurance when the dealer shows an ace, then hit, stand, double or
 * split as the hand allows; an unfinished hand resumes. The server deals every card; the table
 * only shows them.
 */
export function BlackjackGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const bet = useBetAmount();
  const resultText = useResultText();
  const sound = useGameSound();
  const [hand, setHand] = useState<RoundResult>();
  const [resumed, setResumed] = useState(false);

  // A hand left unfinished (a reload, a closed tab) comes back where it was.
  const resuming = useResumedRound('blackjack', (active) => {
    setHand(active);
    setResumed(true);
  });

  const outcome = hand?.outcome.engine === 'blackjack' ? hand.outcome : undefined;
  const playing = hand?.status === 'in_progress';
  const insuranceOffered = outcome?.insurance === 'offered' && playing;

  /** Shows an answer; `dealt` when cards came out with it (all but an insurance answer). */
  const settle = (round: RoundResult, dealt = true) => {
    setHand(round);
    setResumed(false);
    if (round.outcome.engine !== 'blackjack') return;
    const { outcome: next } = round;
    if (dealt) sound('deal');
    if (round.status === 'settled') sound(resultCue(round.bet, round.payout));
    if (round.status === 'settled') {
      host.announce(`${t(`blackjack.status_${next.status}`)}. ${resultText(round)}`);
    } else if (next.insurance === 'offered') {
      host.announce(t('blackjack.insuranceOffer', { amount: host.money(insuranceCost(round)) }));
    } else {
      const cards = next.hands?.[next.active_hand ?? 0];
      host.announce(
        `${cards ? t('blackjack.handN', { n: (next.active_hand ?? 0) + 1 }) : t('blackjack.player')}: ${t('blackjack.total', { total: cards?.total ?? next.player_total })}. ${t('blackjack.dealer')}: ${t('blackjack.total', { total: next.dealer_total })}`,
      );
    }
  };

  const deal = async () => {
    if (!bet.check.ok || host.busy || playing) return;
    sound('bet');
    const round = await host.play({ bet: bet.check.amountMinor, params: { engine: 'blackjack' } });
    if (round !== undefined) settle(round);
  };

  const act = async (action: BlackjackAction) => {
    if (hand === undefined || host.busy) return;
    const round = await host.act(hand, action);
    if (round !== undefined) settle(round, action !== 'insurance' && action !== 'no_insurance');
  };

  const actionButton = (action: BlackjackAction, label: string, contained = false) => (
    <Button
      key={action}
      variant={contained ? 'contained' : 'outlined'}
      size="large"
      fullWidth
      disabled={host.busy || !outcome?.actions.includes(action)}
      onClick={() => void act(action)}
      data-testid={`blackjack-${action}`}
    >
      {label}
    </Button>
  );

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={host.busy || playing} />
          {playing && outcome !== undefined ? (
            insuranceOffered && hand !== undefined ? (
              <Box>
                <Typography variant="body2" sx={{ mb: 1 }} data-testid="blackjack-insurance-text">
                  {t('blackjack.insuranceOffer', { amount: host.money(insuranceCost(hand)) })}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                  {actionButton('insurance', t('blackjack.insurance'), true)}
                  {actionButton('no_insurance', t('blackjack.no_insurance'))}
                </Box>
              </Box>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
                  gap: 1,
                }}
              >
                {PLAY_ACTIONS.map((action) =>
                  actionButton(action, t(`blackjack.${action}`), action === 'stand'),
                )}
              </Box>
            )
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
            <BlackjackTable
              // A new hand is a new deal: its cards come from the shoe again.
              key={hand?.round_id ?? 'empty'}
              outcome={outcome}
              round={hand}
              notice={
                resumed ? (
                  <Alert severity="info" variant="filled" onClose={() => setResumed(false)}>
                    {t('blackjack.resumed')}
                  </Alert>
                ) : undefined
              }
            />
            <ResultLine round={hand} />
          </>
        )
      }
    />
  );
}

/** What insurance costs: half the hand's bet, rounded down (the server takes the same). */
function insuranceCost(round: RoundResult): number {
  return Math.floor(round.bet / 2);
}
