import { KYC_FILE_MAX_BYTES, KYC_MESSAGES, type KycCase } from '@satsino/contract/kyc';
import { describe, expect, it } from 'vitest';
import {
  fileProblemOf,
  firstOpenStep,
  informationRequestOf,
  informationValuesOf,
  isStepComplete,
  kycMessageKey,
  stepOfField,
} from './kyc-steps';

const EMPTY: KycCase = {
  status: 'not_started',
  editable: true,
  information: {
    first_name: null,
    last_name: null,
    date_of_birth: null,
    address: null,
    post_code: null,
    city: null,
    country: null,
  },
  information_saved_at: null,
  documents: [],
  rejection_reason: null,
  submitted_at: null,
  reviewed_at: null,
};

const documentIn = (slot: KycCase['documents'][number]['slot'], id: number) => ({
  id,
  slot,
  file_name: `${slot}.png`,
  content_type: 'image/png' as const,
  size_bytes: 10,
  uploaded_at: '2026-01-01T00:00:00.000Z',
});

describe('steps', () => {
  it('opens the first step that is not done, and the last one when all are', () => {
    expect(firstOpenStep(EMPTY)).toBe(0);
    const saved = { ...EMPTY, information_saved_at: '2026-01-01T00:00:00.000Z' };
    expect(firstOpenStep(saved)).toBe(1);
    const identity = {
      ...saved,
      documents: [documentIn('identity_front', 1), documentIn('identity_back', 2)],
    };
    expect(isStepComplete(identity, 'documents')).toBe(true);
    expect(firstOpenStep(identity)).toBe(2);
    const all = {
      ...identity,
      documents: [
        ...identity.documents,
        documentIn('source_of_funds', 3),
        documentIn('proof_of_address', 4),
      ],
    };
    expect(isStepComplete(all, 'proofs')).toBe(true);
    expect(firstOpenStep(all)).toBe(2);
  });

  it('knows which step a field of a 422 answer belongs to', () => {
    expect(stepOfField('city')).toBe(0);
    expect(stepOfField('identity_back')).toBe(1);
    expect(stepOfField('proof_of_address')).toBe(2);
    expect(stepOfField('something')).toBeUndefined();
  });
});

describe('information form', () => {
  it('holds unset fields as empty text and sends them trimmed', () => {
    const values = informationValuesOf(EMPTY);
    expect(values.city).toBe('');
    expect(informationRequestOf({ ...values, first_name: '  Ada ', country: 'GB' })).toMatchObject({
      first_name: 'Ada',
      country: 'GB',
      city: '',
    });
  });
});

describe('fileProblemOf', () => {
  it('accepts JPEG, PNG and PDF up to 5 MB', () => {
    expect(fileProblemOf({ size: 10, type: 'image/png' })).toBeUndefined();
    expect(fileProblemOf({ size: KYC_FILE_MAX_BYTES, type: 'application/pdf' })).toBeUndefined();
    // An unknown type is left to the server, which reads the content.
    expect(fileProblemOf({ size: 10, type: '' })).toBeUndefined();
  });

  it('names what is wrong in the contract’s words', () => {
    expect(fileProblemOf({ size: KYC_FILE_MAX_BYTES + 1, type: 'image/png' })).toBe(
      KYC_MESSAGES.fileTooLarge,
    );
    expect(fileProblemOf({ size: 10, type: 'image/gif' })).toBe(KYC_MESSAGES.fileType);
    expect(fileProblemOf({ size: 0, type: 'image/png' })).toBe(KYC_MESSAGES.fileRequired);
  });

  it('finds the key of each of the verification’s server texts', () => {
    expect(kycMessageKey(KYC_MESSAGES.underReview)).toBe('errors.underReview');
    expect(kycMessageKey('Required.')).toBeUndefined();
  });
});
