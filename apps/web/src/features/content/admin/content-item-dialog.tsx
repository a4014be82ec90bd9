import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LOCALE_NAMES, LOCALES, type Locale } from '@satsino/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type en from '../locales/en.json';
import {
  ADMIN_CONTENT_QUERY_KEY,
  adminMediaQueryOptions,
  createContentItem,
  removeContentTranslation,
  updateContentItem,
} from './content-admin-api';
import type { FieldSpec, KindSpec } from './content-kinds';
import { ContentPreview } from './content-preview';
import {
  type ContentItem,
  checkItem,
  createBodyOf,
  type FieldValues,
  fieldValuesOf,
  hasProblems,
  itemName,
  placeOfServerField,
  type Translations,
  textDraftsOf,
  updateBodyOf,
} from './content-values';

interface ServerMessages {
  fields: Record<string, string>;
  texts: Partial<Record<Locale, Record<string, string>>>;
  /** A message that belongs to no field (an item deleted meanwhile, a lost connection). */
  other: string | undefined;
}
const NO_SERVER_MESSAGES: ServerMessages = { fields: {}, texts: {}, other: undefined };

type AdminTexts = (typeof en)['admin'];
type FieldKey = keyof AdminTexts['fields'];
type TextKey = keyof AdminTexts['textFields'];
type HintKey = keyof AdminTexts['hints'];
type OptionKey = keyof AdminTexts['options'];

/**
 * Creates an item of a kind or edits one: its fields, and its texts one locale at a time on a
 * strip of the ten locales that marks the ones missing. The preview shows the texts as a player of
 * the chosen locale reads them (English where that locale has none).
 */
export function ContentItemDialog({
  spec,
  item,
  onClose,
}: {
  spec: KindSpec;
  /** The item to edit; none for a new one. */
  item: ContentItem | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const { failureText, codedText } = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<FieldValues>(() => fieldValuesOf(spec, item));
  const [drafts, setDrafts] = useState<Translations>(() => textDraftsOf(item));
  const [locale, setLocale] = useState<Locale>('en');
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerMessages>(NO_SERVER_MESSAGES);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const problems = checkItem(spec, values, drafts);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_QUERY_KEY });

  const save = useMutation({
    mutationFn: () =>
      item === undefined
        ? createContentItem(spec, createBodyOf(spec, values, drafts))
        : updateContentItem(spec, item.id, updateBodyOf(spec, item, values, drafts)),
    onSuccess: (saved) => {
      const name = itemName(spec, saved);
      notify(t(item === undefined ? 'admin.created' : 'admin.saved', { name }), 'success');
      refresh();
      onClose();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) setServer(serverMessagesOf(error));
    },
  });

  const removeTranslation = useMutation({
    mutationFn: (code: Locale) => removeContentTranslation(spec, item?.id ?? 0, code),
    onSuccess: (_answer, code) => {
      setDrafts(({ [code]: _removed, ...rest }) => rest);
      notify(t('admin.translationRemoved', { language: LOCALE_NAMES[code] }), 'success');
      refresh();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(t('admin.actionFailed', { message: failureText(error, error.message) }), 'error');
      }
    },
  });

  /** The server's 422 fields on their inputs; the first locale it faults is shown. */
  function serverMessagesOf(error: Error): ServerMessages {
    const messages: ServerMessages = { fields: {}, texts: {}, other: undefined };
    if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) {
      return { ...messages, other: failureText(error, error.message) };
    }
    let firstLocale: Locale | undefined;
    for (const field of Object.keys(error.errors)) {
      const coded = error.firstFieldError(field);
      if (coded === undefined) continue;
      const text = codedText(coded);
      const place = placeOfServerField(spec, field);
      if (place === undefined) messages.other = text;
      else if (place.kind === 'field') messages.fields[place.field] = text;
      else {
        messages.texts[place.locale] = { ...messages.texts[place.locale], [place.text]: text };
        firstLocale ??= place.locale;
      }
    }
    if (firstLocale !== undefined) {
      setLocale(firstLocale);
      setView('edit');
    }
    return messages;
  }

  function setField(name: string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    setServer(({ fields: { [name]: _changed, ...fields }, ...rest }) => ({ ...rest, fields }));
  }

  function setText(name: string, value: string) {
    setDrafts((current) => ({ ...current, [locale]: { ...current[locale], [name]: value } }));
    setServer((current) => ({
      ...current,
      texts: { ...current.texts, [locale]: { ...current.texts[locale], [name]: '' } },
    }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServer(NO_SERVER_MESSAGES);
    if (hasProblems(problems)) {
      setView('edit');
      if (Object.keys(problems.english).length > 0) setLocale('en');
      return;
    }
    if (item !== undefined && Object.keys(updateBodyOf(spec, item, values, drafts)).length === 0) {
      notify(t('admin.noChanges'), 'info');
      onClose();
      return;
    }
    save.mutate();
  }

  const fieldMessage = (name: string) => {
    const problem = problems.fields[name];
    return (
      server.fields[name] ||
      (submitted && problem !== undefined ? t(`admin.problems.${problem}`) : undefined)
    );
  };
  const textMessage = (name: string) => {
    const problem = locale === 'en' ? problems.english[name] : undefined;
    return (
      server.texts[locale]?.[name] ||
      (submitted && problem !== undefined ? t(`admin.problems.${problem}`) : undefined)
    );
  };
  const savedTranslation = item?.translations[locale] !== undefined && drafts[locale] !== undefined;
  const fields = spec.fields.filter((field) => item === undefined || !field.createOnly);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {item === undefined
            ? t(`admin.kinds.${spec.kind}.createTitle`)
            : t('admin.editTitle', { name: itemName(spec, item) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {fields.map((field) => (
                <FieldInput
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ''}
                  message={fieldMessage(field.name)}
                  onChange={(value) => setField(field.name, value)}
                />
              ))}
            </Box>

            <Divider />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('admin.texts')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('admin.textsIntro')}
                </Typography>
              </Box>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={view}
                onChange={(_event, next: 'edit' | 'preview' | null) => next && setView(next)}
                aria-label={t('admin.viewLabel')}
              >
                <ToggleButton value="edit">{t('admin.viewEdit')}</ToggleButton>
                <ToggleButton value="preview">{t('admin.viewPreview')}</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            <Tabs
              value={locale}
              onChange={(_event, next: Locale) => setLocale(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('admin.localesLabel')}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {LOCALES.map((code) => {
                const missing = drafts[code] === undefined;
                const faulted = Object.values(server.texts[code] ?? {}).some(
                  (message) => message !== '',
                );
                return (
                  <Tab
                    key={code}
                    value={code}
                    aria-label={
                      missing
                        ? t('admin.localeMissing', { language: LOCALE_NAMES[code] })
                        : LOCALE_NAMES[code]
                    }
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
                        {code.toUpperCase()}
                        {missing && (
                          <Box component="span" aria-hidden sx={{ color: 'warning.main' }}>
                            ○
                          </Box>
                        )}
                        {faulted && (
                          <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
                            !
                          </Box>
                        )}
                      </Box>
                    }
                    sx={{ minWidth: 64 }}
                  />
                );
              })}
            </Tabs>

            {view === 'preview' ? (
              <ContentPreview spec={spec} values={values} drafts={drafts} locale={locale} />
            ) : (
              <Stack spacing={2}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {drafts[locale] === undefined && locale !== 'en'
                      ? t('admin.localeFallsBack', { language: LOCALE_NAMES[locale] })
                      : t('admin.editingLocale', { language: LOCALE_NAMES[locale] })}
                  </Typography>
                  {item !== undefined && locale !== 'en' && savedTranslation && (
                    <Button
                      color="error"
                      startIcon={<DeleteOutline />}
                      loading={removeTranslation.isPending}
                      loadingPosition="start"
                      onClick={() => setConfirmRemove(true)}
                    >
                      {t('admin.removeTranslation', { language: LOCALE_NAMES[locale] })}
                    </Button>
                  )}
                </Stack>
                {spec.texts.map((text) => {
                  const message = textMessage(text.name);
                  return (
                    <TextField
                      key={`${text.name}-${locale}`}
                      label={t(`admin.textFields.${text.name as TextKey}`)}
                      value={drafts[locale]?.[text.name] ?? ''}
                      onChange={(event) => setText(text.name, event.target.value)}
                      required={locale === 'en' && !text.optional}
                      error={message !== undefined && message !== ''}
                      helperText={
                        message ||
                        (text.markdown ? t('admin.markdownHint') : undefined) ||
                        (text.optional ? t('admin.optional') : undefined)
                      }
                      multiline={text.multiline}
                      minRows={text.markdown ? 8 : text.multiline ? 2 : undefined}
                      maxRows={text.markdown ? 20 : 6}
                      fullWidth
                      slotProps={{
                        htmlInput: {
                          maxLength: text.maxLength,
                          lang: locale,
                          ...(text.markdown && { style: { fontFamily: 'monospace' } }),
                        },
                      }}
                    />
                  );
                })}
              </Stack>
            )}
            {server.other !== undefined && (
              <Alert severity="error" variant="outlined" role="alert">
                {t('admin.actionFailed', { message: server.other })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {item === undefined ? t('admin.create') : t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmRemove}
        title={t('admin.removeTranslationTitle', { language: LOCALE_NAMES[locale] })}
        message={t('admin.removeTranslationText', { language: LOCALE_NAMES[locale] })}
        confirmLabel={t('admin.removeTranslationConfirm')}
        cancelLabel={t('admin.keep')}
        onConfirm={() => removeTranslation.mutate(locale)}
        onClose={() => setConfirmRemove(false)}
      />
    </Dialog>
  );
}

function FieldInput({
  field,
  value,
  message,
  onChange,
}: {
  field: FieldSpec;
  value: string | boolean;
  message: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const { t } = useTranslation('content');
  const media = useQuery({ ...adminMediaQueryOptions(), enabled: field.type === 'image' });
  const label = t(`admin.fields.${field.name as FieldKey}`);
  if (field.type === 'boolean') {
    return (
      <FormControlLabel
        control={
          <Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        }
        label={label}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  const common = {
    label,
    value: text,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    required: field.required === true,
    error: message !== undefined && message !== '',
    helperText: message || t(`admin.hints.${field.type as HintKey}`),
    fullWidth: true,
  };
  if (field.type === 'select' || field.type === 'image') {
    const options =
      field.type === 'image' ? (media.data ?? (text ? [text] : [])) : (field.options ?? []);
    return (
      <TextField {...common} select>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {field.type === 'image' ? option : t(`admin.options.${option as OptionKey}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.type === 'datetime') {
    return (
      <TextField {...common} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
    );
  }
  return (
    <TextField
      {...common}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          maxLength: field.maxLength,
          spellCheck: false,
          ...(field.type === 'number' && { inputMode: 'numeric' as const }),
        },
      }}
    />
  );
}
