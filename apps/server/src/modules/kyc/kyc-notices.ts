import type { Locale } from '@satsino/contract/locales';

/** The notification a player gets when an operator rejects the verification, in their language. */
export const KYC_REJECTED_NOTICES: Record<Locale, (reason: string) => string> = {
  en: (reason) =>
    `Your account verification was not approved: ${reason} Please correct it and submit it again.`,
  de: (reason) =>
    `Deine Kontoverifizierung wurde nicht genehmigt: ${reason} Bitte korrigiere sie und reiche sie erneut ein.`,
  es: (reason) =>
    `La verificación de tu cuenta no ha sido aprobada: ${reason} Corrígela y envíala de nuevo.`,
  fi: (reason) =>
    `Tilisi vahvistusta ei hyväksytty: ${reason} Korjaa tiedot ja lähetä vahvistus uudelleen.`,
  fr: (reason) =>
    `La vérification de votre compte n’a pas été approuvée : ${reason} Veuillez la corriger et la soumettre à nouveau.`,
  it: (reason) =>
    `La verifica del tuo account non è stata approvata: ${reason} Correggila e inviala di nuovo.`,
  ja: (reason) =>
    `アカウント認証は承認されませんでした：${reason} 内容を修正して、もう一度提出してください。`,
  nb: (reason) =>
    `Kontoverifiseringen din ble ikke godkjent: ${reason} Rett det opp og send den inn på nytt.`,
  pt: (reason) =>
    `A verificação da sua conta não foi aprovada: ${reason} Corrija-a e envie-a novamente.`,
  tr: (reason) => `Hesap doğrulamanız onaylanmadı: ${reason} Lütfen düzeltip yeniden gönderin.`,
};
