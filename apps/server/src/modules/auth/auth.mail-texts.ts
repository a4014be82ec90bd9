import type { Locale } from '@satsino/contract/locales';

interface MailTexts {
  verifySubject: string;
  verifyBody: string;
  resetSubject: string;
  resetBody: string;
  accountVerified: string;
}

/**
 * The account e-mails in each player's language. {name}, {site} and {link} are filled in;
 * {hours} and {minutes} are the links' lifetimes.
 */
export const AUTH_MAIL_TEXTS: Record<Locale, MailTexts> = {
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody:
      'Hello {name},\n\nplease confirm your e-mail address for {site} by opening this link:\n{link}\n\nThe link is valid for {hours} hours. If you did not create an account, you can ignore this message.',
    resetSubject: 'Reset your password',
    resetBody:
      'Hello {name},\n\nwe received a request to reset the password of your {site} account. Open this link to choose a new password:\n{link}\n\nThe link is valid for {minutes} minutes. If you did not ask for this, ignore this message: your password stays as it is.',
    accountVerified: 'Your account has been verified. You can now update your account details.',
  },
  de: {
    verifySubject: 'Bestätige deine E-Mail-Adresse',
    verifyBody:
      'Hallo {name},\n\nbitte bestätige deine E-Mail-Adresse für {site}, indem du diesen Link öffnest:\n{link}\n\nDer Link ist {hours} Stunden gültig. Falls du kein Konto erstellt hast, kannst du diese Nachricht ignorieren.',
    resetSubject: 'Setze dein Passwort zurück',
    resetBody:
      'Hallo {name},\n\nwir haben eine Anfrage erhalten, das Passwort deines {site}-Kontos zurückzusetzen. Öffne diesen Link, um ein neues Passwort zu wählen:\n{link}\n\nDer Link ist {minutes} Minuten gültig. Falls du das nicht angefordert hast, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
    accountVerified:
      'Dein Konto wurde verifiziert. Du kannst deine Kontodaten jetzt aktualisieren.',
  },
  es: {
    verifySubject: 'Confirma tu dirección de correo electrónico',
    verifyBody:
      'Hola, {name}:\n\nconfirma tu dirección de correo electrónico para {site} abriendo este enlace:\n{link}\n\nEl enlace es válido durante {hours} horas. Si no has creado una cuenta, puedes ignorar este mensaje.',
    resetSubject: 'Restablece tu contraseña',
    resetBody:
      'Hola, {name}:\n\nhemos recibido una solicitud para restablecer la contraseña de tu cuenta de {site}. Abre este enlace para elegir una nueva contraseña:\n{link}\n\nEl enlace es válido durante {minutes} minutos. Si no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.',
    accountVerified: 'Tu cuenta ha sido verificada. Ya puedes actualizar los datos de tu cuenta.',
  },
  fi: {
    verifySubject: 'Vahvista sähköpostiosoitteesi',
    verifyBody:
      'Hei {name},\n\nvahvista sähköpostiosoitteesi palveluun {site} avaamalla tämä linkki:\n{link}\n\nLinkki on voimassa {hours} tuntia. Jos et luonut tiliä, voit jättää tämän viestin huomiotta.',
    resetSubject: 'Vaihda salasanasi',
    resetBody:
      'Hei {name},\n\nsaimme pyynnön vaihtaa {site}-tilisi salasanan. Avaa tämä linkki valitaksesi uuden salasanan:\n{link}\n\nLinkki on voimassa {minutes} minuuttia. Jos et pyytänyt tätä, jätä viesti huomiotta: salasanasi pysyy ennallaan.',
    accountVerified: 'Tilisi on vahvistettu. Voit nyt päivittää tilisi tiedot.',
  },
  fr: {
    verifySubject: 'Confirmez votre adresse e-mail',
    verifyBody:
      'Bonjour {name},\n\nveuillez confirmer votre adresse e-mail pour {site} en ouvrant ce lien :\n{link}\n\nLe lien est valable {hours} heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.',
    resetSubject: 'Réinitialisez votre mot de passe',
    resetBody:
      'Bonjour {name},\n\nnous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}. Ouvrez ce lien pour choisir un nouveau mot de passe :\n{link}\n\nLe lien est valable {minutes} minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    accountVerified:
      'Votre compte a été vérifié. Vous pouvez désormais mettre à jour les données de votre compte.',
  },
  it: {
    verifySubject: 'Conferma il tuo indirizzo e-mail',
    verifyBody:
      'Ciao {name},\n\nconferma il tuo indirizzo e-mail per {site} aprendo questo link:\n{link}\n\nIl link è valido per {hours} ore. Se non hai creato un account, puoi ignorare questo messaggio.',
    resetSubject: 'Reimposta la tua password',
    resetBody:
      'Ciao {name},\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account {site}. Apri questo link per scegliere una nuova password:\n{link}\n\nIl link è valido per {minutes} minuti. Se non l’hai richiesto tu, ignora questo messaggio: la tua password resta invariata.',
    accountVerified:
      'Il tuo account è stato verificato. Ora puoi aggiornare i dati del tuo account.',
  },
  ja: {
    verifySubject: 'メールアドレスを確認してください',
    verifyBody:
      '{name} 様\n\n以下のリンクを開いて、{site} のメールアドレスを確認してください。\n{link}\n\nこのリンクの有効期限は {hours} 時間です。アカウントを作成していない場合は、このメッセージを無視してください。',
    resetSubject: 'パスワードの再設定',
    resetBody:
      '{name} 様\n\n{site} アカウントのパスワード再設定のリクエストを受け付けました。以下のリンクを開いて新しいパスワードを設定してください。\n{link}\n\nこのリンクの有効期限は {minutes} 分です。お心当たりがない場合は、このメッセージを無視してください。パスワードは変更されません。',
    accountVerified: 'アカウントが認証されました。アカウント情報を更新できるようになりました。',
  },
  nb: {
    verifySubject: 'Bekreft e-postadressen din',
    verifyBody:
      'Hei {name},\n\nbekreft e-postadressen din for {site} ved å åpne denne lenken:\n{link}\n\nLenken er gyldig i {hours} timer. Hvis du ikke har opprettet en konto, kan du se bort fra denne meldingen.',
    resetSubject: 'Tilbakestill passordet ditt',
    resetBody:
      'Hei {name},\n\nvi har mottatt en forespørsel om å tilbakestille passordet til {site}-kontoen din. Åpne denne lenken for å velge et nytt passord:\n{link}\n\nLenken er gyldig i {minutes} minutter. Hvis du ikke ba om dette, kan du se bort fra meldingen: passordet ditt forblir uendret.',
    accountVerified: 'Kontoen din er bekreftet. Nå kan du oppdatere kontoopplysningene dine.',
  },
  pt: {
    verifySubject: 'Confirme seu endereço de e-mail',
    verifyBody:
      'Olá, {name},\n\nconfirme seu endereço de e-mail para o {site} abrindo este link:\n{link}\n\nO link é válido por {hours} horas. Se você não criou uma conta, pode ignorar esta mensagem.',
    resetSubject: 'Redefina sua senha',
    resetBody:
      'Olá, {name},\n\nrecebemos uma solicitação para redefinir a senha da sua conta no {site}. Abra este link para escolher uma nova senha:\n{link}\n\nO link é válido por {minutes} minutos. Se você não fez essa solicitação, ignore esta mensagem: sua senha continua a mesma.',
    accountVerified: 'Sua conta foi verificada. Agora você pode atualizar os dados da sua conta.',
  },
  tr: {
    verifySubject: 'E-posta adresinizi doğrulayın',
    verifyBody:
      'Merhaba {name},\n\n{site} için e-posta adresinizi doğrulamak üzere bu bağlantıyı açın:\n{link}\n\nBağlantı {hours} saat geçerlidir. Bir hesap oluşturmadıysanız bu mesajı yok sayabilirsiniz.',
    resetSubject: 'Şifrenizi sıfırlayın',
    resetBody:
      'Merhaba {name},\n\n{site} hesabınızın şifresini sıfırlamak için bir talep aldık. Yeni bir şifre belirlemek için bu bağlantıyı açın:\n{link}\n\nBağlantı {minutes} dakika geçerlidir. Bu talebi siz yapmadıysanız bu mesajı yok sayın: şifreniz değişmeden kalır.',
    accountVerified: 'Hesabınız doğrulandı. Artık hesap bilgilerinizi güncelleyebilirsiniz.',
  },
};

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
