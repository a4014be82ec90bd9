import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SLUG_MAX_LENGTH, TITLE_MAX_LENGTH } from '@satsino/contract/content';
import type { AdminVipLevel } from '@satsino/contract/content-admin';
import { LOCALE_NAMES, LOCALES, type Locale } from '@satsino/contract/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { ApiError } from '../../../lib/api-error';
import {
  ADMIN_VIP_QUERY_KEY,
  createVipLevel,
  removeVipLevelTranslation,
  updateVipLevel,
} from '../api/vip-admin-api';
import { VIP_QUERY_KEY } from '../api/vip-api';
import { useVipAdminMessage } from './vip-admin-texts';
import {
  checkLevel,
  createBodyOf,
  draftOf,
  draftsOf,
  fieldsOf,
  type LevelField,
  type LevelFields,
  placeOfServerField,
  type TextDrafts,
  type TextsDraft,
  updateBodyOf,
} from './vip-level-values';

interface VipLevelDialogProps {
  /** The level to edit; none for a new one. */
  level: AdminVipLevel | undefined;
  onClose: () => void;
}

type ServerMessages = {
  level: Partial<Record<LevelField, string>>;
  texts: Partial<Record<Locale, Partial<Record<keyof TextsDraft, string>>>>;
  /** A message that belongs to no field (a level deleted meanwhile, a lost connection). */
  other: string | undefined;
};
const NO_SERVER_MESSAGES: ServerMessages = { level: {}, texts: {}, other: undefined };

/** Which form field holds each request field. */
const INPUT_OF: Record<LevelField, keyof LevelFields> = {
  key: 'key',
  position: 'position',
  min_wagered: 'minWagered',
  cashback_bps: 'cashback',
  bonus_bps: 'bonus',
};

/**
 * Creates a level or edits one: its numbers, and its texts one language at a time. English is
 * required; a saved translation of another language can be removed here, after which its players
 * read English.
 */
export function VipLevelDialog({ level, onClose }: VipLevelDialogProps) {
  const { t } = useTranslation('vip');
  const { t: tCommon } = useTranslation();
  const translate = useVipAdminMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [fields, setFields] = useState<LevelFields>(() => fieldsOf(level));
  const [drafts, setDrafts] = useState<TextDrafts>(() => draftsOf(level));
  const [locale, setLocale] = useState<Locale>('en');
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerMessages>(NO_SERVER_MESSAGES);

  const problems = checkLevel(fields, drafts);
  const draft = drafts[locale] ?? draftOf(undefined);
  const englishName = level?.translations.en?.name ?? level?.key ?? '';
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_VIP_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: VIP_QUERY_KEY });
  };

  const save = useMutation({
    mutationFn: () =>
      level === undefined
        ? createVipLevel(createBodyOf(fields, drafts))
        : updateVipLevel(level.id, updateBodyOf(level, fields, drafts)),
    onSuccess: (saved) => {
      const name = saved.translations.en?.name ?? saved.key;
      notify(t(level === undefined ? 'admin.created' : 'admin.saved', { name }), 'success');
      refresh();
      onClose();
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      setServer(serverMessagesOf(error));
    },
  });

  const removeTranslation = useMutation({
    mutationFn: (code: Locale) => removeVipLevelTranslation(level?.id ?? 0, code),
    onSuccess: (_answer, code) => {
      setDrafts(({ [code]: _removed, ...rest }) => rest);
      setLocale('en');
      notify(t('admin.translationRemoved', { language: LOCALE_NAMES[code] }), 'success');
      refresh();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(t('admin.actionFailed', { message: translate.failure(error) }), 'error');
      }
    },
  });

  /** The server's 422 fields on their inputs, and the texts of the first language it faults shown. */
  function serverMessagesOf(error: Error): ServerMessages {
    const messages: ServerMessages = { level: {}, texts: {}, other: undefined };
    if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) {
      return { ...messages, other: translate.failure(error) };
    }
    let firstLocale: Locale | undefined;
    for (const field of Object.keys(error.errors)) {
      const coded = error.firstFieldError(field);
      const place = placeOfServerField(field);
      if (coded === undefined) continue;
      const text = translate.field(coded);
      if (place === undefined) {
        messages.other = text;
      } else if (place.kind === 'level') {
        messages.level[place.field] = text;
      } else {
        messages.texts[place.locale] = {
          ...messages.texts[place.locale],
          [place.field]: text,
        };
        firstLocale ??= place.locale;
      }
    }
    if (firstLocale !== undefined) setLocale(firstLocale);
    return messages;
  }

  function setField(name: keyof LevelFields, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    setServer((current) => {
      const entry = Object.entries(INPUT_OF).find(([, input]) => input === name);
      if (entry === undefined) return current;
      const { [entry[0] as LevelField]: _changed, ...level } = current.level;
      return { ...current, level };
    });
  }

  function setText(name: keyof TextsDraft, value: string) {
    setDrafts((current) => ({ ...current, [locale]: { ...draft, [name]: value } }));
    setServer((current) => ({
      ...current,
      texts: { ...current.texts, [locale]: { ...current.texts[locale], [name]: undefined } },
    }));
  }

  /** The message under a level field: the server's, else the check's once the form was sent. */
  function messageOf(field: LevelField): string | undefined {
    const problem = problems[field];
    return (
      server.level[field] ??
      (submitted && problem !== undefined ? t(`admin.messages.${problem}`) : undefined)
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServer(NO_SERVER_MESSAGES);
    if (Object.keys(problems).length > 0) {
      if (problems.name !== undefined) setLocale('en');
      return;
    }
    if (level !== undefined && Object.keys(updateBodyOf(level, fields, drafts)).length === 0) {
      notify(t('admin.noChanges'), 'info');
      onClose();
      return;
    }
    save.mutate();
  }

  const levelField = (field: LevelField, label: string, hint: string) => {
    const message = messageOf(field);
    const input = INPUT_OF[field];
    return {
      label,
      value: fields[input],
      onChange: (event: { target: { value: string } }) => setField(input, event.target.value),
      error: message !== undefined,
      helperText: message ?? hint,
      fullWidth: true,
    };
  };
  const percentAdornment = {
    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
    htmlInput: { inputMode: 'decimal' as const },
  };
  const nameMessage =
    server.texts[locale]?.name ??
    (submitted && locale === 'en' && problems.name !== undefined
      ? t('admin.messages.nameRequired')
      : undefined);
  const benefitsMessage = server.texts[locale]?.benefits;
  const savedTranslation =
    level?.translations[locale] !== undefined && drafts[locale] !== undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {level === undefined
            ? t('admin.createTitle')
            : t('admin.editTitle', { name: englishName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...levelField('key', t('admin.fields.key'), t('admin.fields.keyHint'))}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: SLUG_MAX_LENGTH, spellCheck: false } }}
              />
              <TextField
                {...levelField(
                  'position',
                  t('admin.fields.position'),
                  t('admin.fields.positionHint'),
                )}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <TextField
              {...levelField(
                'min_wagered',
                t('admin.fields.minWagered'),
                t('admin.fields.minWageredHint'),
              )}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...levelField(
                  'cashback_bps',
                  t('admin.fields.cashback'),
                  t('admin.fields.percentHint'),
                )}
                slotProps={percentAdornment}
              />
              <TextField
                {...levelField('bonus_bps', t('admin.fields.bonus'), t('admin.fields.percentHint'))}
                slotProps={percentAdornment}
              />
            </Stack>

            <Divider />
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('admin.texts')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('admin.textsIntro')}
              </Typography>
            </Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label={t('admin.locale')}
                value={locale}
                onChange={(event) => setLocale(event.target.value as Locale)}
                sx={{ minWidth: 240 }}
              >
                {LOCALES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {drafts[code] === undefined
                      ? t('admin.localeMissing', { language: LOCALE_NAMES[code] })
                      : LOCALE_NAMES[code]}
                  </MenuItem>
                ))}
              </TextField>
              {level !== undefined && locale !== 'en' && savedTranslation && (
                <Button
                  color="error"
                  startIcon={<DeleteOutline />}
                  loading={removeTranslation.isPending}
                  loadingPosition="start"
                  onClick={() => removeTranslation.mutate(locale)}
                >
                  {t('admin.removeTranslation', { language: LOCALE_NAMES[locale] })}
                </Button>
              )}
            </Stack>
            <TextField
              key={`name-${locale}`}
              label={t('admin.name')}
              value={draft.name}
              onChange={(event) => setText('name', event.target.value)}
              required={locale === 'en'}
              error={nameMessage !== undefined}
              helperText={nameMessage ?? (locale === 'en' ? undefined : tCommon('common.optional'))}
              fullWidth
              slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH, lang: locale } }}
            />
            <TextField
              key={`benefits-${locale}`}
              label={t('admin.benefits')}
              value={draft.benefits}
              onChange={(event) => setText('benefits', event.target.value)}
              error={benefitsMessage !== undefined}
              helperText={benefitsMessage ?? t('admin.benefitsHint')}
              multiline
              minRows={3}
              maxRows={8}
              fullWidth
              slotProps={{ htmlInput: { lang: locale } }}
            />
            {server.other !== undefined && (
              <Alert severity="error" variant="outlined" role="alert">
                {t('admin.actionFailed', { message: server.other })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {level === undefined ? t('admin.create') : t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
