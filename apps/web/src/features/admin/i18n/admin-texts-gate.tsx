import type { ReactNode } from 'react';
import { FeatureTextsGate } from '../../../i18n/feature-texts/feature-texts-gate';
import { adminTexts } from './admin-texts';

/** Renders the operator pages once their texts in the current locale are loaded. */
export function AdminTexts({ children }: { children: ReactNode }) {
  return <FeatureTextsGate texts={adminTexts}>{children}</FeatureTextsGate>;
}
