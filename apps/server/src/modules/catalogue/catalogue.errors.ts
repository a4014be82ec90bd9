import { CATALOGUE_MESSAGES as M } from '@satsino/contract/catalogue';
import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the catalogue calls, with the texts of the contract. */
export const catalogueErrors = {
  gameNotFound: () => platformErrors.notFound(M.gameNotFound),
  categoryNotFound: () => platformErrors.notFound(M.categoryNotFound),
  providerNotFound: () => platformErrors.notFound(M.providerNotFound),
  field: (field: string, message: string) => platformErrors.validation({ [field]: [message] }),
  limitWindow: () => platformErrors.validation({ limitto: [M.limitWindow] }),
};
