/** The push screen's texts, French first (§9), English typed against them. */
const fr = {
  'nav.push': 'Notifications',
  'push.title': 'Notification à tous les utilisateurs',
  'push.lead':
    'Un titre, un texte et, si vous voulez, un lien que la notification ouvre. Elle part vers chaque utilisateur abonné.',
  'push.field.title': 'Titre',
  'push.field.body': 'Texte',
  'push.field.url': 'Lien (facultatif)',
  'push.field.url.hint': 'Une page du site (/app/history) ou une adresse https://…',
  'push.count': '{count} / {max} caractères',
  'push.required': 'Ce champ est obligatoire.',
  'push.tooLong': '{max} caractères au plus.',
  'push.badLink': 'Ce lien n’est pas sûr : une page du site (/…) ou une adresse http(s).',
  'push.preview': 'Aperçu',
  'push.preview.empty': 'Le titre et le texte s’affichent ici.',
  'push.send': 'Envoyer à tous les utilisateurs',
  'push.confirm.title': 'Envoyer cette notification à tous les utilisateurs ?',
  'push.confirm.text':
    'Elle part vers chaque appareil abonné et ne peut pas être rappelée. Relisez le titre, le texte et le lien.',
  'push.confirm.send': 'Envoyer',
  'push.sent': 'Notification « {title} » mise en file d’envoi.',
  'push.last': 'Dernier envoi',
  'push.status.queued': 'En file d’envoi',
  'push.status.sending': 'En cours d’envoi',
  'push.status.sent': 'Envoyée',
  'push.status.failed': 'Échouée',
} as const;

const en: Record<keyof typeof fr, string> = {
  'nav.push': 'Notifications',
  'push.title': 'Notification to every user',
  'push.lead':
    'A title, a text and, if you wish, a link the notification opens. It goes to every subscribed user.',
  'push.field.title': 'Title',
  'push.field.body': 'Text',
  'push.field.url': 'Link (optional)',
  'push.field.url.hint': 'A page of the site (/app/history) or an https://… address',
  'push.count': '{count} / {max} characters',
  'push.required': 'This field is required.',
  'push.tooLong': '{max} characters at most.',
  'push.badLink': 'This link is not safe: a page of the site (/…) or an http(s) address.',
  'push.preview': 'Preview',
  'push.preview.empty': 'The title and the text show here.',
  'push.send': 'Send to every user',
  'push.confirm.title': 'Send this notification to every user?',
  'push.confirm.text':
    'It goes to every subscribed device and cannot be recalled. Read the title, text and link again.',
  'push.confirm.send': 'Send',
  'push.sent': 'Notification “{title}” queued for sending.',
  'push.last': 'Last sent',
  'push.status.queued': 'Queued',
  'push.status.sending': 'Sending',
  'push.status.sent': 'Sent',
  'push.status.failed': 'Failed',
};

export const pushMessages = { fr, en };
