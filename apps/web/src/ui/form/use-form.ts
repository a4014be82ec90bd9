import type { ErrorCode } from '@satsino/contract/errors';
import type { ChangeEvent } from 'react';
import { useCallback, useId, useMemo, useState } from 'react';
import { type CodedMessage, useErrorText } from '../../i18n/error-text';
import { useTranslateMessage } from '../../i18n/messages';
import { type FieldMessages, serverFieldMessages } from './field-errors';

type FieldValue = string | boolean;

interface UseFormOptions<Values extends Record<string, FieldValue>> {
  initialValues: Values;
  /** Messages (English contract texts) of the fields that are wrong now; `{}` when valid. */
  validate: (values: Values) => FieldMessages;
}

interface TextFieldOptions {
  /** Shown under the field while it has no error, e.g. "Optional". */
  hint?: string;
}

/**
 * A small form state for the contract's schemas: values, the client's messages (shown once a
 * field was left or the form submitted), the server's 422 messages (shown until the field
 * changes) and whether the form may be sent (SPEC §5: submit disabled until it is valid).
 * The server's messages are translated by their codes, the client's rule messages by the codes
 * the contract gives them, so client and server read the same.
 */
export function useForm<Values extends Record<string, FieldValue>>({
  initialValues,
  validate,
}: UseFormOptions<Values>) {
  type Name = keyof Values & string;
  const formId = useId();
  const translateMessage = useTranslateMessage();
  const { codedText } = useErrorText();
  const [values, setValues] = useState<Values>(initialValues);
  const [visited, setVisited] = useState<ReadonlySet<Name>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverMessages, setServerMessages] = useState<Partial<Record<string, CodedMessage>>>({});

  const clientMessages = useMemo(() => validate(values), [validate, values]);
  const isValid = Object.keys(clientMessages).length === 0;

  const setValue = useCallback(<N extends Name>(name: N, value: Values[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerMessages((current) => {
      if (current[name] === undefined) {
        return current;
      }
      const { [name]: _changed, ...rest } = current;
      return rest;
    });
  }, []);

  const visit = useCallback((name: Name) => {
    setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  /** The message to show under a field now, if any, in the reader's language. */
  function messageOf(name: Name): string | undefined {
    const server = serverMessages[name];
    if (server !== undefined) {
      // A message given without its code (a screen's own, or an older server's) reads as text.
      return server.code === undefined ? translateMessage(server.message) : codedText(server);
    }
    const client = visited.has(name) || submitted ? clientMessages[name] : undefined;
    return client === undefined ? undefined : translateMessage(client);
  }

  function idOf(name: Name): string {
    return `${formId}-${name}`;
  }

  /** Props for an MUI TextField bound to a text field. */
  function textField(name: Name, { hint }: TextFieldOptions = {}) {
    const message = messageOf(name);
    return {
      id: idOf(name),
      name,
      value: String(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value as Values[Name]),
      onBlur: () => visit(name),
      error: message !== undefined,
      helperText: message ?? hint,
    };
  }

  /** Props for an MUI Checkbox bound to a boolean field. */
  function checkbox(name: Name) {
    return {
      id: idOf(name),
      name,
      checked: Boolean(values[name]),
      onChange: (_event: ChangeEvent<HTMLInputElement>, checked: boolean) =>
        setValue(name, checked as Values[Name]),
      onBlur: () => visit(name),
    };
  }

  /** The translated message of a field, for controls that show it themselves. */
  function errorText(name: Name): string | undefined {
    return messageOf(name);
  }

  /**
   * Shows the messages of a 422 answer on their fields, translated by their codes (a message
   * without one is shown as it came). Answers whether any field of this form got one (the
   * caller then points the notice at them).
   */
  function showServerErrors(
    errors: Readonly<Record<string, readonly string[]>>,
    codes: Readonly<Record<string, readonly ErrorCode[]>> = {},
  ): boolean {
    const messages: Partial<Record<string, CodedMessage>> = {};
    for (const [field, message] of Object.entries(
      serverFieldMessages(errors, Object.keys(values)),
    )) {
      if (message !== undefined) messages[field] = { code: codes[field]?.[0], message };
    }
    setServerMessages(messages);
    return Object.keys(messages).length > 0;
  }

  /** Marks the form submitted, so every wrong field shows why; answers whether it is valid. */
  function submit(): boolean {
    setSubmitted(true);
    return isValid;
  }

  function reset(next: Values = initialValues) {
    setValues(next);
    setVisited(new Set());
    setSubmitted(false);
    setServerMessages({});
  }

  return {
    values,
    setValue,
    isValid,
    textField,
    checkbox,
    errorText,
    idOf,
    showServerErrors,
    submit,
    reset,
  };
}
