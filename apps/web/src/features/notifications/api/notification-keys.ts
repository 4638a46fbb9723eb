// Query keys of the person's notifications: one root, so marking one read refreshes the list and the nav's count.
export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  whatsAppTexts: () => [...notificationKeys.all, 'whatsapp-texts'] as const,
};
