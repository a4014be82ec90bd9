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
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminCategory, AdminGame } from '@satsino/contract/catalogue';
import { LOCALE_NAMES, type Locale } from '@satsino/contract/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { ADMIN_CATALOGUE_QUERY_KEY, updateCategory, updateGame } from './catalogue-admin-api';
import {
  CATEGORY_POSITION_MAX,
  type CategoryFields,
  categoryFieldsOf,
  categoryMembershipChanges,
  categoryUpdateOf,
  checkCategory,
  searchGames,
} from './catalogue-admin-values';
import { LocaleStrip } from './locale-strip';

/**
 * Edits a category: its name in each locale, its place, its icon and links, and which games it
 * holds. A game's primary category cannot be taken from it here (change it on the game).
 */
export function CategoryDialog({
  category,
  games,
  onClose,
}: {
  category: AdminCategory;
  games: AdminGame[];
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const { failureText } = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [fields, setFields] = useState<CategoryFields>(() => categoryFieldsOf(category));
  const [ticked, setTicked] = useState<Set<number>>(
    () =>
      new Set(
        games
          .filter(
            (game) =>
              game.category_ids.includes(category.id) || game.game_category_id === category.id,
          )
          .map((game) => game.id),
      ),
  );
  const [search, setSearch] = useState('');
  const [locale, setLocale] = useState<Locale>('en');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problems = checkCategory(fields);
  const name = category.names.en ?? category.slug;
  const update = categoryUpdateOf(category, fields);
  const memberships = categoryMembershipChanges(category.id, games, ticked);

  const save = useMutation({
    // One call per game whose categories change, each logged as its own write.
    mutationFn: async () => {
      if (Object.keys(update).length > 0) await updateCategory(category.id, update);
      for (const { game, categoryIds } of memberships) {
        await updateGame(game.id, { category_ids: categoryIds });
      }
    },
    onSuccess: () => {
      notify(t('admin.saved', { name }), 'success');
      onClose();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) setFailure(failureText(error, error.message));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_QUERY_KEY }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(problems).length > 0) {
      if (problems.name !== undefined) setLocale('en');
      return;
    }
    if (Object.keys(update).length === 0 && memberships.length === 0) {
      notify(t('admin.noChanges'), 'info');
      onClose();
      return;
    }
    save.mutate();
  }

  const set = <K extends keyof CategoryFields>(key: K, value: CategoryFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const nameMessage =
    submitted && locale === 'en' && problems.name !== undefined
      ? t('catalogue.problems.nameRequired')
      : undefined;
  const shown = searchGames(games, search);

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
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('catalogue.fields.position')}
                value={fields.position}
                onChange={(event) => set('position', event.target.value)}
                error={submitted && problems.position !== undefined}
                helperText={
                  submitted && problems.position !== undefined
                    ? t('catalogue.problems.position', { max: CATEGORY_POSITION_MAX })
                    : t('admin.hints.number')
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
              <TextField
                label={t('admin.fields.icon')}
                value={fields.icon}
                onChange={(event) => set('icon', event.target.value)}
                helperText={t('admin.hints.text')}
                slotProps={{ htmlInput: { maxLength: 60, spellCheck: false } }}
                fullWidth
              />
            </Stack>
            <FormGroup row>
              <FormControlLabel
                control={
                  <Switch
                    checked={fields.inMenu}
                    onChange={(event) => set('inMenu', event.target.checked)}
                  />
                }
                label={t('catalogue.inMenu')}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={fields.inFooter}
                    onChange={(event) => set('inFooter', event.target.checked)}
                  />
                }
                label={t('catalogue.inFooter')}
              />
            </FormGroup>

            <Divider />
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('catalogue.categoryGames', { games: ticked.size })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('catalogue.categoryGamesIntro')}
              </Typography>
            </Box>
            <TextField
              type="search"
              size="small"
              label={t('catalogue.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ maxWidth: 360 }}
            />
            <FormGroup sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}>
              {shown.map((game) => {
                const primary = game.game_category_id === category.id;
                return (
                  <FormControlLabel
                    key={game.id}
                    control={
                      <Checkbox
                        checked={ticked.has(game.id)}
                        disabled={primary}
                        onChange={(event) =>
                          setTicked((current) => {
                            const next = new Set(current);
                            if (event.target.checked) next.add(game.id);
                            else next.delete(game.id);
                            return next;
                          })
                        }
                      />
                    }
                    label={
                      primary
                        ? t('catalogue.primaryGame', { name: game.names.en ?? game.game_id })
                        : (game.names.en ?? game.game_id)
                    }
                  />
                );
              })}
            </FormGroup>
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
