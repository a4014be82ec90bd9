import type { ProviderSigning } from '@satsino/contract/provider';
import {
  type AdminProviderIntegration,
  type AdminProviderIntegrationCreateInput,
  type AdminProviderIntegrationUpdate,
  adminProviderIntegrationCreate,
  adminProviderIntegrationUpdate,
  PROVIDER_ADMIN_MESSAGES,
} from '@satsino/contract/provider-catalogue';
import { type FieldMessages, fieldMessagesOf } from '../../../ui/form/field-errors';

/** The operator's form as typed. Keys are empty unless the operator types a new one. */
export interface ProviderFormValues extends Record<string, string | boolean> {
  code: string;
  name: string;
  signing: ProviderSigning;
  secret: string;
  provider_public_key: string;
  operator_private_key: string;
  launch_url: string;
  feed_url: string;
  enabled: boolean;
}

export function emptyProviderForm(): ProviderFormValues {
  return {
    code: '',
    name: '',
    signing: 'hmac-sha256',
    secret: '',
    provider_public_key: '',
    operator_private_key: '',
    launch_url: '',
    feed_url: '',
    enabled: true,
  };
}

/** An integration in the form: its keys are never sent to us, so their fields start empty. */
export function providerFormOf(integration: AdminProviderIntegration): ProviderFormValues {
  return {
    code: integration.code,
    name: integration.name,
    signing: integration.signing,
    secret: '',
    provider_public_key: '',
    operator_private_key: '',
    launch_url: integration.launch_url,
    feed_url: integration.feed_url ?? '',
    enabled: integration.enabled,
  };
}

const given = (text: string) => (text.trim() === '' ? undefined : text.trim());

export function createRequestOf(values: ProviderFormValues): AdminProviderIntegrationCreateInput {
  return {
    code: values.code.trim(),
    name: values.name,
    signing: values.signing,
    secret: given(values.secret),
    provider_public_key: given(values.provider_public_key),
    operator_private_key: given(values.operator_private_key),
    launch_url: values.launch_url,
    feed_url: given(values.feed_url) ?? null,
    enabled: values.enabled,
  };
}

/** An edit: a key left empty stays as it is; an emptied feed URL removes it. */
export function updateRequestOf(values: ProviderFormValues): AdminProviderIntegrationUpdate {
  return {
    name: values.name,
    signing: values.signing,
    secret: given(values.secret),
    provider_public_key: given(values.provider_public_key),
    operator_private_key: given(values.operator_private_key),
    launch_url: values.launch_url,
    feed_url: given(values.feed_url) ?? null,
    enabled: values.enabled,
  };
}

/** The English rule messages of the wrong fields (`{}` when the form can be sent). */
export function providerFormMessages(
  values: ProviderFormValues,
  editing: AdminProviderIntegration | undefined,
): FieldMessages {
  if (editing === undefined) {
    return fieldMessagesOf(adminProviderIntegrationCreate.safeParse(createRequestOf(values)));
  }
  const messages = fieldMessagesOf(
    adminProviderIntegrationUpdate.safeParse(updateRequestOf(values)),
  );
  // A key the integration does not have yet must be typed when its signing is chosen.
  if (values.signing === 'hmac-sha256' && !editing.secret_set && !given(values.secret)) {
    messages.secret ??= PROVIDER_ADMIN_MESSAGES.secretRequired;
  }
  if (values.signing === 'rsa-sha256') {
    if (!editing.provider_public_key_set && !given(values.provider_public_key)) {
      messages.provider_public_key ??= PROVIDER_ADMIN_MESSAGES.rsaKeysRequired;
    }
    if (!editing.operator_private_key_set && !given(values.operator_private_key)) {
      messages.operator_private_key ??= PROVIDER_ADMIN_MESSAGES.rsaKeysRequired;
    }
  }
  return messages;
}
