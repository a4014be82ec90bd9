import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminCategory, AdminGame } from '@satsino/contract/catalogue';
import { LOCALE_NAMES, type Locale } from '@satsino/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import {
  ADMIN_CATALOGUE_QUERY_KEY,
  adminEnginesQueryOptions,
  updateGame,
} from './catalogue-admin-api';
import {
  checkGame,
  GAME_POSITION_MAX,
  type GameFields,
  gameFieldsOf,
  gameUpdateOf,
} from './catalogue-admin-values';
import { LocaleStrip } from './locale-strip';

/**
 * Edits a game: its name and description in each locale, its place, its categories and flags,
 * and for a game of our own engines the variant (which sets its RTP) and the art of its tile.
 */
export function GameDialog({
  game,
  categories,
  onClose,
}: {
  game: AdminGame;
  categories: AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const readerLocale = useLocale();
  const { failureText } = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const engines = useQuery(adminEnginesQueryOptions());
  const [fields, setFields] = useState<GameFields>(() => gameFieldsOf(game));
  const [locale, setLocale] = useState<Locale>('en');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problems = checkGame(fields);
  const name = game.names.en ?? game.game_id;
  const ownEngine = game.engine !== 'provider';
  const engine = engines.data?.engines.find((entry) => entry.engine === game.engine);
  const rtpOf = (variant: string) => engine?.rtp_bps[variant] ?? game.rtp_bps;
  const percent = (bps: number) =>
    formatNumber(bps / 10_000, readerLocale, { style: 'percent', maximumFractionDigits: 2 });

  const save = useMutation({
    mutationFn: () => updateGame(game.id, gameUpdateOf(game, fields)),
    onSuccess: () => {
      notify(t('admin.saved', { name }), 'success');
      void queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_QUERY_KEY });
      onClose();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) setFailure(failureText(error, error.message));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(problems).length > 0) {
      if (problems.name !== undefined) setLocale('en');
      return;
    }
    if (Object.keys(gameUpdateOf(game, fields)).length === 0) {
      notify(t('admin.noChanges'), 'info');
      onClose();
      return;
    }
    save.mutate();
  }

  const set = <K extends keyof GameFields>(key: K, value: GameFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const toggleCategory = (id: number, on: boolean) =>
    set(
      'categoryIds',
      on ? [...fields.categoryIds, id] : fields.categoryIds.filter((other) => other !== id),
    );
  const nameMessage =
    submitted && locale === 'en' && problems.name !== undefined
      ? t('catalogue.problems.nameRequired')
      : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('admin.editTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Box
                component="img"
                src={game.url_thumb}
                alt={t('catalogue.thumbnailOf', { name })}
                sx={{
                  width: 210,
                  maxWidth: '100%',
                  height: 'auto',
                  aspectRatio: '210 / 160',
                  borderRadius: 1,
                }}
              />
              <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                {ownEngine ? (
                  <>
                    <TextField
                      select
                      label={t('catalogue.fields.variant')}
                      value={fields.variant}
                      onChange={(event) => set('variant', event.target.value)}
                      helperText={t('catalogue.hints.variant')}
                      fullWidth
                    >
                      {(engine?.variants ?? [game.variant]).map((variant) => (
                        <MenuItem key={variant} value={variant}>
                          {t('catalogue.variantOption', { variant, rtp: percent(rtpOf(variant)) })}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      select
                      label={t('catalogue.fields.motif')}
                      value={fields.imageKey}
                      onChange={(event) => set('imageKey', event.target.value)}
                      helperText={t('catalogue.hints.motif')}
                      fullWidth
                    >
                      {(engines.data?.motifs ?? [game.image_key]).map((motif) => (
                        <MenuItem key={motif} value={motif}>
                          {motif}
                        </MenuItem>
                      ))}
                    </TextField>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('catalogue.providerGame', { studio: game.provided_by })}
                  </Typography>
                )}
                <Typography>
                  {t('catalogue.rtpValue', {
                    rtp: percent(ownEngine ? rtpOf(fields.variant) : game.rtp_bps),
                  })}
                </Typography>
              </Stack>
            </Stack>
            <TextField
              label={t('catalogue.fields.position')}
              value={fields.position}
              onChange={(event) => set('position', event.target.value)}
              error={submitted && problems.position !== undefined}
              helperText={
                submitted && problems.position !== undefined
                  ? t('catalogue.problems.position', { max: GAME_POSITION_MAX })
                  : t('admin.hints.number')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 240 }}
            />
            <FormGroup row>
              <FormControlLabel
                control={
                  <Switch
                    checked={fields.popular}
                    onChange={(event) => set('popular', event.target.checked)}
                  />
                }
                label={t('catalogue.fields.popular')}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={fields.featured}
                    onChange={(event) => set('featured', event.target.checked)}
                  />
                }
                label={t('catalogue.fields.featured')}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={fields.isNew}
                    onChange={(event) => set('isNew', event.target.checked)}
                  />
                }
                label={t('catalogue.fields.new')}
              />
            </FormGroup>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{t('catalogue.fields.categories')}</FormLabel>
              <FormGroup row>
                {categories.map((category) => {
                  const primary = category.id === game.game_category_id;
                  return (
                    <FormControlLabel
                      key={category.id}
                      control={
                        <Checkbox
                          checked={primary || fields.categoryIds.includes(category.id)}
                          disabled={primary}
                          onChange={(event) => toggleCategory(category.id, event.target.checked)}
                        />
                      }
                      label={category.names[readerLocale] ?? category.names.en ?? category.slug}
                    />
                  );
                })}
              </FormGroup>
            </Box>

            <Divider />
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('admin.texts')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('admin.textsIntro')}
              </Typography>
            </Box>
            <LocaleStrip
              value={locale}
              onChange={setLocale}
              missing={(code) => (fields.names[code] ?? '').trim() === ''}
            />
            <TextField
              key={`name-${locale}`}
              label={t('catalogue.fields.name')}
              value={fields.names[locale] ?? ''}
              onChange={(event) => set('names', { ...fields.names, [locale]: event.target.value })}
              required={locale === 'en'}
              error={nameMessage !== undefined}
              helperText={
                nameMessage ??
                (locale === 'en'
                  ? undefined
                  : t('catalogue.hints.nameFallback', { language: LOCALE_NAMES[locale] }))
              }
              fullWidth
              slotProps={{ htmlInput: { maxLength: 120, lang: locale } }}
            />
            <TextField
              key={`description-${locale}`}
              label={t('catalogue.fields.description')}
              value={fields.descriptions[locale] ?? ''}
              onChange={(event) =>
                set('descriptions', { ...fields.descriptions, [locale]: event.target.value })
              }
              helperText={t('admin.markdownHint')}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 5_000, lang: locale } }}
            />
            {failure !== undefined && (
              <Alert severity="error" variant="outlined" role="alert">
                {t('admin.actionFailed', { message: failure })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
