import type { Locale } from '@satsino/contract/locales';

/** The live notices of a tip, in the receiving player's language. */
export const TIP_NOTICES: Record<
  Locale,
  {
    received: (amount: string, from: string) => string;
    sent: (amount: string, to: string) => string;
  }
> = {
  en: {
    received: (amount, from) => `You received a tip of ${amount} from ${from}.`,
    sent: (amount, to) => `You sent a tip of ${amount} to ${to}.`,
  },
  de: {
    received: (amount, from) => `Du hast ein Trinkgeld von ${amount} von ${from} erhalten.`,
    sent: (amount, to) => `Du hast ${to} ein Trinkgeld von ${amount} gesendet.`,
  },
  es: {
    received: (amount, from) => `Has recibido una propina de ${amount} de ${from}.`,
    sent: (amount, to) => `Has enviado una propina de ${amount} a ${to}.`,
  },
  fi: {
    received: (amount, from) => `Sait ${amount} tippiä pelaajalta ${from}.`,
    sent: (amount, to) => `Lähetit ${amount} tippiä pelaajalle ${to}.`,
  },
  fr: {
    received: (amount, from) => `Vous avez reçu un pourboire de ${amount} de ${from}.`,
    sent: (amount, to) => `Vous avez envoyé un pourboire de ${amount} à ${to}.`,
  },
  it: {
    received: (amount, from) => `Hai ricevuto una mancia di ${amount} da ${from}.`,
    sent: (amount, to) => `Hai inviato una mancia di ${amount} a ${to}.`,
  },
  ja: {
    received: (amount, from) => `${from} さんから ${amount} のチップを受け取りました。`,
    sent: (amount, to) => `${to} さんに ${amount} のチップを送りました。`,
  },
  nb: {
    received: (amount, from) => `Du fikk en tips på ${amount} fra ${from}.`,
    sent: (amount, to) => `Du sendte en tips på ${amount} til ${to}.`,
  },
  pt: {
    received: (amount, from) => `Recebeu uma gorjeta de ${amount} de ${from}.`,
    sent: (amount, to) => `Enviou uma gorjeta de ${amount} a ${to}.`,
  },
  tr: {
    received: (amount, from) => `${from} size ${amount} bahşiş gönderdi.`,
    sent: (amount, to) => `${to} oyuncusuna ${amount} bahşiş gönderdiniz.`,
  },
};
