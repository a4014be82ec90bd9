import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Card, RoundResult } from '@satsino/contract/games';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from './playing-card';

export type BlackjackOutcome = Extract<RoundResult['outcome'], { engine: 'blackjack' }>;
type HandStatus = NonNullable<BlackjackOutcome['hands']>[number]['status'];

/** The first deal's order: player, player, dealer's up card, dealer's hole card. */
const DEAL_STEP_MS = 180;
const PLAYER_DEAL_MS = [0, DEAL_STEP_MS];
const DEALER_DEAL_MS = [2 * DEAL_STEP_MS, 3 * DEAL_STEP_MS];

/**
 * The felt: the dealer's hand above, the player's below (two hands side by side after a split,
 * the one in play marked), the round's status between them. The table keeps one height whatever
 * the hand does, so a settling round moves nothing on the page.
 */
export function BlackjackTable({
  outcome,
  round,
  notice,
}: {
  outcome: BlackjackOutcome | undefined;
  round: RoundResult | undefined;
  /** A line shown at the top of the felt (a resumed hand). */
  notice?: React.ReactNode;
}) {
  const { t } = useTranslation('games');
  const playing = outcome?.status === 'playing';
  const hands = outcome?.hands;
  return (
    <Box
      sx={{
        width: 1,
        maxWidth: 720,
        minHeight: { xs: 360, md: 440 },
        borderRadius: 4,
        p: { xs: 2, md: 3 },
        bgcolor: 'success.dark',
        backgroundImage:
          'radial-gradient(ellipse at 50% 35%, rgba(255,255,255,0.14), transparent 70%)',
        color: 'common.white',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 2,
        border: 6,
        borderColor: 'warning.dark',
        position: 'relative',
        overflow: 'hidden',
      }}
      data-testid="blackjack-table"
    >
      {notice}
      <Hand
        title={t('blackjack.dealer')}
        cards={outcome?.dealer}
        total={outcome?.dealer_total}
        hidden={playing}
        dealMs={DEALER_DEAL_MS}
        testId="blackjack-dealer"
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'center', alignItems: 'center', minHeight: 32, flexWrap: 'wrap' }}
      >
        {outcome !== undefined && (
          <Chip
            label={t(`blackjack.status_${outcome.status}`)}
            color={statusColor(outcome.status, round)}
            sx={{ fontWeight: 800, fontSize: 16, px: 1 }}
            data-testid="blackjack-status"
          />
        )}
        {outcome?.insurance === 'taken' && (
          <Chip
            label={insurancePaid(outcome) ? t('blackjack.insurancePaid') : t('blackjack.insured')}
            color="info"
            size="small"
            data-testid="blackjack-insured"
          />
        )}
        {outcome?.insurance === 'offered' && (
          <Chip
            label={t('blackjack.insuranceQuestion')}
            color="warning"
            size="small"
            data-testid="blackjack-insurance-offer"
          />
        )}
      </Stack>
      {hands ? (
        <Stack direction="row" spacing={{ xs: 1, md: 3 }} sx={{ justifyContent: 'center' }}>
          {hands.map((hand, index) => (
            <Box
              // The two hands of a split never change places.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              sx={{
                flex: 1,
                maxWidth: 300,
                borderRadius: 2,
                py: 1,
                outline: 2,
                outlineColor:
                  playing && outcome?.active_hand === index ? 'warning.light' : 'transparent',
                transition: 'outline-color 200ms',
              }}
              data-testid={`blackjack-hand-${index}`}
              data-active={playing && outcome?.active_hand === index ? 'true' : 'false'}
            >
              <Hand
                title={t('blackjack.handN', { n: index + 1 })}
                cards={hand.cards}
                total={hand.total}
                note={hand.doubled ? t('blackjack.doubled') : undefined}
                result={hand.status === 'playing' ? undefined : hand.status}
                size="small"
                dealMs={[0, 0]}
              />
            </Box>
          ))}
        </Stack>
      ) : (
        <Hand
          title={t('blackjack.player')}
          cards={outcome?.player}
          total={outcome?.player_total}
          note={outcome?.doubled ? t('blackjack.doubled') : undefined}
          dealMs={PLAYER_DEAL_MS}
          testId="blackjack-player"
        />
      )}
    </Box>
  );
}

/** Insurance paid: the dealer's hand, turned over, is a blackjack. */
function insurancePaid(outcome: BlackjackOutcome): boolean {
  return outcome.status !== 'playing' && outcome.dealer.length === 2 && outcome.dealer_total === 21;
}

function statusColor(status: BlackjackOutcome['status'], round: RoundResult | undefined) {
  if (status === 'playing') return 'default';
  if (round !== undefined && round.payout > round.bet) return 'success';
  if (status === 'push') return 'info';
  return 'error';
}

function Hand({
  title,
  cards,
  total,
  hidden = false,
  note,
  result,
  size,
  dealMs,
  testId,
}: {
  title: string;
  cards: Card[] | undefined;
  total: number | undefined;
  /** The dealer's hole card stays face down while the hand is played. */
  hidden?: boolean;
  note?: string | undefined;
  /** A split hand's own result once the round is over. */
  result?: HandStatus | undefined;
  size?: 'regular' | 'small';
  /** When the first deal brings this hand's first two cards. */
  dealMs: number[];
  testId?: string;
}) {
  const { t } = useTranslation('games');
  const cardLabel = (card: Card) =>
    t('blackjack.card', { rank: card.rank, suit: t(`blackjack.${card.suit}`) });
  // The hole card is one place in the hand, face down and then turned: the same element.
  const shown: (Card | undefined)[] = [...(cards ?? [])];
  if (hidden && shown.length === 1) shown.push(undefined);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={title}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center', rowGap: 0.5 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        {total !== undefined && (
          <Chip
            size="small"
            label={total}
            sx={{ fontWeight: 800, bgcolor: 'background.paper', color: 'text.primary' }}
            data-testid={testId ? `${testId}-total` : undefined}
          />
        )}
        {note !== undefined && <Chip size="small" color="warning" label={note} />}
        {result !== undefined && (
          <Chip
            size="small"
            label={t(`blackjack.status_${result}`)}
            color={result === 'win' || result === 'dealer_bust' ? 'success' : 'default'}
            sx={{ fontWeight: 700 }}
          />
        )}
      </Stack>
      <Box
        sx={{
          display: 'flex',
          minHeight: size === 'small' ? { xs: 66, md: 97 } : { xs: 86, md: 120 },
        }}
        data-testid={testId}
      >
        {shown.map((card, index) => (
          <PlayingCard
            // Cards never move within a hand: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            {...(card !== undefined ? { card } : {})}
            label={card !== undefined ? cardLabel(card) : t('blackjack.hidden')}
            dealDelayMs={dealMs[index] ?? 0}
            {...(size !== undefined ? { size } : {})}
          />
        ))}
      </Box>
    </Stack>
  );
}
