// Refusals of Web Push subscriptions, the inbox, the notification settings and texts by WhatsApp.
export const notificationReasons = {
  'push.endpoint_invalid':
    'This browser’s push address cannot be used. Allow notifications again to get a new one.',
  'push.keys_invalid': 'This browser’s push keys are not valid. Allow notifications again to get new ones.',
  'push.language_invalid': 'Choose English or Swahili for notifications.',

  'notification.id_invalid': 'Not a notification id.',
  'notification.not_found': 'There is no such notification.',
  'notification.setting_invalid':
    'Turn each kind of notification on or off: orders, michango, account or news.',
  'notification.settings_empty': 'Say which kinds of notification to turn on or off.',

  'whatsapp.not_offered': 'Texts by WhatsApp are not available here yet: they come by SMS.',
  'whatsapp.no_phone': 'Add a phone number to your account first: WhatsApp messages go to it.',
  'whatsapp.choice_invalid': 'Say whether your texts should come by WhatsApp: on or off.',
  'whatsapp.webhook_forbidden': 'This address does not take messages.',
} as const;
