import type { ErrorCode } from '@satsino/contract/errors';
import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the catalogue calls; their texts are the contract's catalogue. */
export const catalogueErrors = {
  gameNotFound: () => platformErrors.notFound('game_not_found'),
  categoryNotFound: () => platformErrors.notFound('category_not_found'),
  providerNotFound: () => platformErrors.notFound('provider_not_found'),
  field: (field: string, code: ErrorCode) => platformErrors.field(field, code),
  limitWindow: () => platformErrors.field('limitto', 'catalogue_limit_window'),
};
